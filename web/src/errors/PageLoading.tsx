export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Ładowanie…
    </p>
  );
}
