// The results page's path to the shop's phone, email and opening hours (shop-contact.ts), until it imports that file.
export * from './shop-contact';
