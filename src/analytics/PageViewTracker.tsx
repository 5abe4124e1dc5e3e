import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from './analytics';

// Every page view is tracked, one per route change.
export function PageViewTracker() {
  const [location] = useLocation();
  useEffect(() => {
    trackPageView(location);
  }, [location]);
  return null;
}
