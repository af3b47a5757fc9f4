static class Adder {
  public static int Add(int a, int b) { return a + b; }
}
