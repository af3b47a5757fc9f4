class Program {
    static void Main() {
        long i = 0;
        while (true) { i++; }
    }
}
