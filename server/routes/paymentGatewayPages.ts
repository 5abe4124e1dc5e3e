import type { FastifyPluginAsync } from 'fastify';
import { isSandboxGateway } from '../payments/createPaymentProvider';
import { datafastWidgetRoutes } from '../payments/datafast/datafastWidgetRoutes';
import { sandboxGatewayRoutes } from '../payments/sandbox/sandboxGatewayRoutes';
import type { Ports } from '../ports/Ports';

// The pages of the configured gateway's hosted checkout that our server serves (outside /api):
// the sandbox's whole checkout page, or the page that hosts Datafast's payment widget.
export function paymentGatewayPages(ports: Ports): FastifyPluginAsync {
  return async (app) => {
    if (isSandboxGateway(ports.payments)) {
      await app.register(sandboxGatewayRoutes(ports.payments));
    }
    const datafast = ports.config.payments.datafast;
    if (ports.payments.name === 'datafast' && datafast) {
      await app.register(datafastWidgetRoutes(datafast, ports.config.appUrl));
    }
  };
}
