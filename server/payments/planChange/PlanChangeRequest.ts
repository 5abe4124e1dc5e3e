import type { Ports, RequestOrigin } from '../../ports/Ports';
import type { PlanQuote } from '../quotePlan';
import type { Payer } from '../resolvePayer';

// What every case of a plan change is handed: who asks, from where, the plan they chose, and the
// moment the change was decided at (one reading of the clock for the whole change).
export interface PlanChangeRequest {
  ports: Ports;
  payer: Payer;
  origin: RequestOrigin;
  target: PlanQuote;
  now: Date;
}
