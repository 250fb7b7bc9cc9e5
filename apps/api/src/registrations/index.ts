// Campaign registrations: the contact check, the registration routes and their CSV export.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { registrationsCsv } from './csv';
export { writePrivateFile } from './export-file';
export { type RegistrationRouteOptions, registrationRoutes } from './routes';
export { contactProof, contactVerifier } from './verify-contact';
