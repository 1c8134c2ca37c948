/** The least a page can be: a heading, no loader, no data. */
export default function Hello() {
  return (
    <main>
      <h1>Вход</h1>
    </main>
  );
}
