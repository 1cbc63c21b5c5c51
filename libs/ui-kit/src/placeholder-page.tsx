/** A titled page body for screens that are not built yet. */
export function PlaceholderPage({ title, body }: { title: string; body: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{body}</p>
    </div>
  );
}
