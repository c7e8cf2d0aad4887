// The contract's types under the contract's own names: the one module that reads the generated
// src/api/schema.d.ts (openapi.yaml). Every layer takes a request or response type from here, src/domain
// and src/ui included (types only: nothing here runs), so one schema has one name everywhere.
import type { components, operations, paths } from '@/api/schema';

type Schemas = components['schemas'];

/** Every operation, for the typed client. */
export type ApiPaths = paths;
/** Every operation by its operationId, for the generated answer checks (answer-check.ts). */
export type ApiOperations = operations;
/** The one error body of every operation (`Error` in openapi.yaml, renamed beside the built-in Error). */
export type ErrorBody = Schemas['Error'];

// Enumerations the product-type lists (src/domain/product-types.ts) are checked against.
export type QuoteTypeSlug = Schemas['QuoteTypeSlug'];
export type ProductTypeSlug = Schemas['ProductTypeSlug'];
export type CheckoutType = Schemas['CheckoutType'];
export type CheckoutStepKey = Schemas['CheckoutStepKey'];
export type ProductCategory = Schemas['ProductCategory'];
export type YesNo = Schemas['YesNo'];

// Quote answers: one set per questionnaire, `quoteType` naming it.
export type QuoteAnswers = Schemas['QuoteAnswers'];
export type QuoteAddress = Schemas['QuoteAddress'];
export type AirconAnswers = Schemas['AirconAnswers'];
export type BatteryAnswers = Schemas['BatteryAnswers'];
export type BoilerAnswers = Schemas['BoilerAnswers'];
export type BoilerServiceAnswers = Schemas['BoilerServiceAnswers'];
export type EvAnswers = Schemas['EvAnswers'];
export type HeatPumpAnswers = Schemas['HeatPumpAnswers'];
export type SolarAnswers = Schemas['SolarAnswers'];

// Results, products and finance.
export type ResultsResponse = Schemas['ResultsResponse'];
export type Product = Schemas['Product'];
export type Grant = Schemas['Grant'];
export type ProductDetail = Schemas['ProductDetail'];
export type LoanTerm = Schemas['LoanTerm'];
export type FinanceProduct = Schemas['FinanceProduct'];
export type FinanceApplicationRequest = Schemas['FinanceApplicationRequest'];
export type CallbackRequest = Schemas['CallbackRequest'];
export type SaveQuoteRequest = Schemas['SaveQuoteRequest'];
export type SolarResultsUpdate = Schemas['SolarResultsUpdate'];

// Checkout, enquiry and the orders they make.
export type CheckoutResponse = Schemas['CheckoutResponse'];
export type AddOnItem = Schemas['AddOnItem'];
export type Warranty = Schemas['Warranty'];
export type WaterHardness = Schemas['WaterHardness'];
export type Adjustment = Schemas['Adjustment'];
export type Calendar = Schemas['Calendar'];
export type CustomerDetails = Schemas['CustomerDetails'];
export type OrderCreate = Schemas['OrderCreate'];
export type OrderUpdate = Schemas['OrderUpdate'];
export type OrderItemsRequest = Schemas['OrderItemsRequest'];
export type LandlordAddressRequest = Schemas['LandlordAddressRequest'];
export type LandlordOrderItemsRequest = Schemas['LandlordOrderItemsRequest'];
export type EvVehicleRequest = Schemas['EvVehicleRequest'];
export type TariffUpdate = Schemas['TariffUpdate'];
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type Address = Schemas['Address'];

// Order pages, uploads and price match.
export type OrderPageResponse = Schemas['OrderPageResponse'];
export type OrderPaymentResponse = Schemas['OrderPaymentResponse'];
export type UploadState = Schemas['UploadState'];
export type UploadType = Schemas['UploadType'];
export type UploadGroup = Schemas['UploadGroup'];
export type UploadDocument = Schemas['UploadDocument'];
export type UploadedFile = Schemas['UploadedFile'];
export type PriceMatch = Schemas['PriceMatch'];

// Boiler service, plans and the survey.
export type ServiceCheckoutResponse = Schemas['ServiceCheckoutResponse'];
export type ServiceOrder = Schemas['ServiceOrder'];
export type ServiceCustomerDetails = Schemas['ServiceCustomerDetails'];
export type ServiceDatesRequest = Schemas['ServiceDatesRequest'];
export type PlansResponse = Schemas['PlansResponse'];
export type Plan = Schemas['Plan'];
export type PlanOrder = Schemas['PlanOrder'];
export type Survey = Schemas['Survey'];
