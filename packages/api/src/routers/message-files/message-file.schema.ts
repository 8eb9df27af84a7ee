import { z } from 'zod';
import { idParam } from '../id-param.ts';

export const messageFileInput = z.object({ id: idParam });
