// The one clock of every server (APP_NOW), kept here under its old path for the areas that import it.
export { type Clock, createClock } from '@oriel/server/clock';
