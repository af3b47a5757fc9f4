using System;
using System.IO;
using System.Collections.Generic;

public class Solution {
    public static void Main() {
        var tokens = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(tokens[0]);
        long s = 0;
        for (int i = 1; i <= n; i++) s += long.Parse(tokens[i]);
        Console.Out.WriteLine(s);
    }
}
