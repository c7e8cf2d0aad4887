// The tariff's rule (decision 181) as a zod schema: loaded when the details are first checked,
// like the contact details' own validation (decision 958).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { TARIFF_BOTH_OR_NEITHER_MESSAGE, tariffProblem } from './enquiry-model';
import type { TariffUpdate } from '@/shared/contract-types';

const tariffSchema = z.object({ energy_provider: z.string(), tariff_name: z.string() }).check(
  z.refine((tariff) => tariffProblem(tariff) !== 'energy_provider', { message: TARIFF_BOTH_OR_NEITHER_MESSAGE, path: ['energy_provider'] }),
  z.refine((tariff) => tariffProblem(tariff) !== 'tariff_name', { message: TARIFF_BOTH_OR_NEITHER_MESSAGE, path: ['tariff_name'] }),
);

export const tariffResolver = zodResolver<TariffUpdate, unknown, TariffUpdate>(tariffSchema);
