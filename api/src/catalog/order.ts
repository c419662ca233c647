// The one Polish order lives in domain, so the web's store places a new record where the API lists it.
export { byOrderThenName, comparePolish } from '@meble/domain/order';
