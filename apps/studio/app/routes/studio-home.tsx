import { redirect } from 'react-router';

/** The studio opens on the products, the entries marketers change most. */
export function loader() {
  return redirect('/studio/entries/product');
}
