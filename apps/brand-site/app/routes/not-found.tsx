import { data } from 'react-router';

/** Any path no route matches: SPEC §2 "This page could not be found" with status 404. */
export function loader() {
  throw data({ unmatched: true }, { status: 404 });
}

export default function NotFound() {
  return null;
}
