class Program {
    static void Main() {
        var v = new byte[256 << 20];
        for (int i = 0; i < v.Length; i += 4096) v[i] = 1;
        System.Console.WriteLine(v[12288]);
    }
}
