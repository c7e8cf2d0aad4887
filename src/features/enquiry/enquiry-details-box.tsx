// The enquiry's details step as the page first paints it: the details and tariff fields without
// react-hook-form. The customer's first focus loads the step's form (enquiry-details-step.tsx), which
// takes the box's place with what was typed (decision 630, src/ui/load-on-first-focus.ts).
import { useState, type ComponentType } from 'react';
import type { ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsBox } from '@/ui/contact-details-box';
import { loadableForm, useFormOnFirstFocus } from '@/ui/load-on-first-focus';
import { ENQUIRY_DETAILS_SECTIONS, ENQUIRY_EMAIL_HINT, TariffFields, tariffFieldId } from './enquiry-details-fields';
import type { EnquiryDetailsStepProps } from './enquiry-details-step';

// Loaded once a page: back on this step after it loaded, the form shows at once.
const detailsStepForm = loadableForm<ComponentType<EnquiryDetailsStepProps>>(() => import('./enquiry-details-step'));

export function EnquiryDetailsBox(props: EnquiryDetailsStepProps) {
  const { Form, boxProps } = useFormOnFirstFocus(detailsStepForm);
  const [details, setDetails] = useState(props.defaultValues);
  const [tariff, setTariff] = useState(props.tariff);

  if (Form) return <Form {...props} defaultValues={details} tariff={tariff} />;

  const changeDetails = (values: ContactDetailsValues) => {
    setDetails(values);
    props.onChange(values);
  };
  return (
    <ContactDetailsBox
      boxProps={boxProps}
      values={details}
      onChange={changeDetails}
      submitLabel={props.submitLabel}
      loading={props.loading}
      extraSections={ENQUIRY_DETAILS_SECTIONS}
      pageTitle={props.pageTitle}
      emailHint={ENQUIRY_EMAIL_HINT}
    >
      {tariff && (
        <TariffFields
          field={(name) => ({
            id: tariffFieldId(name),
            value: tariff[name],
            onChange: (value) => {
              const next = { ...tariff, [name]: value };
              setTariff(next);
              props.onTariffChange(next);
            },
          })}
        />
      )}
    </ContactDetailsBox>
  );
}
