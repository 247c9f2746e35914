/** Shown when config.json cannot be read: no theme or router exists yet, so plain markup. */
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, lineHeight: 1.5 }}>
      <h1 style={{ fontSize: 24 }}>The portal could not start</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
