// The contact-details form's validation: zod/mini, the schemas and the GB phone metadata. The form
// imports this module on its first focus or submit, not with the page (decision 958).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { contactDetailsSchema, type ContactDetailsOptions } from '@/domain/contact-details-schema';

export type ContactDetailsResolver = Resolver<ContactDetailsValues, unknown, ContactDetails>;

export function contactDetailsResolver(options: ContactDetailsOptions): ContactDetailsResolver {
  // The composed schema's input type depends on the sections; the form always holds every
  // section's strings (ContactDetailsValues), and sections that are off are ignored by the schema.
  return zodResolver(contactDetailsSchema(options)) as unknown as ContactDetailsResolver;
}
