using System;
class Program {
    static void Main() {
        var t = Console.In.ReadToEnd().Split((char[]) null, StringSplitOptions.RemoveEmptyEntries);
        long a = long.Parse(t[0]), b = long.Parse(t[1]);
        Console.WriteLine(a * b);
    }
}
