using System;

class Sum {
  static void Main() {
    string[] t = Console.ReadLine().Split(new[] { (char) 32 }, StringSplitOptions.RemoveEmptyEntries);
    Console.WriteLine(Adder.Add(int.Parse(t[0]), int.Parse(t[1])));
  }
}
