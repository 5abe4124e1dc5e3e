import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from './analytics';

// Spec section 2: page views are tracked on each page.
export function PageViewTracker() {
  const [location] = useLocation();
  useEffect(() => {
    trackPageView(location);
  }, [location]);
  return null;
}
