export default function Second() {
  return <h1>Second page</h1>;
}
