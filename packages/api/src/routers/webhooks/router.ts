import { router } from '../../trpc.ts';
import { createEndpointProcedure } from './create-endpoint.ts';
import { deleteEndpointProcedure } from './delete-endpoint.ts';
import { listDeliveriesProcedure } from './list-deliveries.ts';
import { listEndpointsProcedure } from './list-endpoints.ts';
import { replayDeliveryProcedure } from './replay-delivery.ts';
import { rotateSecretProcedure } from './rotate-secret.ts';
import { updateEndpointProcedure } from './update-endpoint.ts';

export const webhooksRouter = router({
  list: listEndpointsProcedure,
  create: createEndpointProcedure,
  update: updateEndpointProcedure,
  delete: deleteEndpointProcedure,
  rotateSecret: rotateSecretProcedure,
  deliveries: listDeliveriesProcedure,
  replay: replayDeliveryProcedure,
});
