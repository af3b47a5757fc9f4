// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
using System;
using System.Collections.Generic;

class Mnk {
  static readonly Queue<string> Tokens = new Queue<string>();

  // The next integer; exits at the end message (a token starting with F) or the end of input.
  static int Next() {
    while (Tokens.Count == 0) {
      string line = Console.ReadLine();
      if (line == null) Environment.Exit(0);
      foreach (string t in line.Split(new[] { ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries)) Tokens.Enqueue(t);
    }
    string s = Tokens.Dequeue();
    if (s.StartsWith("F")) Environment.Exit(0);
    return int.Parse(s);
  }

  static void Main() {
    string[] b = (Environment.GetEnvironmentVariable("ARBITRE_BOARD") ?? "20x20").Split('x');
    int w = int.Parse(b[0]), h = int.Parse(b[1]);
    bool[] taken = new bool[w * h];
    Random rng = new Random();
    bool turn = Next() == 1;
    for (int left = w * h; left > 0; left--) {
      if (turn) {
        int c;
        do c = rng.Next(w * h); while (taken[c]);
        taken[c] = true;
        Console.Write((c % w + 1) + "\n" + (c / w + 1) + "\n");
        Console.Out.Flush();
      } else {
        int x = Next(), y = Next();
        taken[(y - 1) * w + x - 1] = true;
      }
      turn = !turn;
    }
    Next();
  }
}
