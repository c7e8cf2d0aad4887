// The results page's path to the answers this browser remembers (src/shared/remembered/quote-request.ts), until it imports that file.
export * from '@/shared/remembered/quote-request';
