// Bookings of a campaign's time slots: claiming a slot, the booking's messages and their
// transport, public and staff routes.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { bookingsOpenApi } from './openapi';
export { claimTimeSlot } from './queries';
export { bookingRoutes, bookingStudioRoutes } from './routes';
export { type BookingContext, type BookingLimits, recordNewBooking, registerBookingJobs } from './service';
export type { BookingTables } from './tables';
export { gatewayMessageTransport, type MessageTransport, outboxMessageTransport } from './transport';
