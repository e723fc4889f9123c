import { router } from '../../core/trpc';
import { get } from './get';
import { classesCrud } from './procedures';

export const classesRouter = router({ ...classesCrud.procedures, get });
