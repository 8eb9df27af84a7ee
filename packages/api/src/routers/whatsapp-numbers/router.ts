import { router } from '../../trpc.ts';
import { addNumberProcedure } from './add-number.ts';
import { deleteNumberProcedure } from './delete-number.ts';
import { listNumbersProcedure } from './list-numbers.ts';

export const whatsappNumbersRouter = router({
  list: listNumbersProcedure,
  add: addNumberProcedure,
  delete: deleteNumberProcedure,
});
