using System;
using System.Linq;

class Program
{
    static void Main(string[] args)
    {
        int n = int.Parse(Console.ReadLine());
        long s = 0;
        string line;
        while ((line = Console.ReadLine()) != null)
            s += line.Split(new[] {' '}, StringSplitOptions.RemoveEmptyEntries).Select(long.Parse).Sum();
        Console.WriteLine(s);
    }
}
