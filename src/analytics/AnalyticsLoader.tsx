import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiAtom } from '../api/apiAtom';
import { useCookieConsent } from '../layout/cookieConsent';
import { loadAnalytics } from './analytics';

// Loads the analytics tag once the server says a measurement id is configured and the visitor has
// accepted cookies (now or later in this visit).
export function AnalyticsLoader() {
  const api = useAtomValue(apiAtom);
  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const consent = useCookieConsent();

  useEffect(() => {
    if (!api) return;
    api
      .call('GET app/config', { auth: false })
      .then((config) => setMeasurementId(config.analyticsMeasurementId))
      .catch((error: unknown) => console.info('Sin configuración de analítica', error));
  }, [api]);

  useEffect(() => {
    if (consent && measurementId) loadAnalytics(measurementId);
  }, [consent, measurementId]);
  return null;
}
