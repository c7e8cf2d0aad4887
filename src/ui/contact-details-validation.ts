// The contact-details form's validation (zod and the phone metadata), loaded on first focus or submit (decision 958).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { contactDetailsSchema, type ContactDetailsOptions } from '@/domain/contact-details-schema';

export type ContactDetailsResolver = Resolver<ContactDetailsValues, unknown, ContactDetails>;

export function contactDetailsResolver(options: ContactDetailsOptions): ContactDetailsResolver {
  // The schema's input type varies with the sections; the form always holds every section's strings.
  return zodResolver(contactDetailsSchema(options)) as unknown as ContactDetailsResolver;
}
