export function loader() {
  throw new Response('There is no studio page at this address.', { status: 404 });
}

export default function NotFound() {
  return null;
}
