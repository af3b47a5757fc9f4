import java.lang.reflect.*; import java.net.*; import java.nio.file.*; import java.util.*;
/**
 * A quick A/B of mnk-bot variants, in one JVM, without the referee (no sandbox, no memory limit,
 * no clock but the bot's own): the bot's compiled classes against a style of judge/src/test/resources/bots/mnk-field
 * (or another bot's classes), 20 x 20, k = 6, the shipped openings, colours swapped game by game,
 * a dead draw (no window left for either side) stops a game. Prints each game and W-D-L. Figures
 * for the README come from the referee (bench/bots/mnk-field.sh, arbitre tournament), not from this.
 * Usage: javac --release 8 -d /tmp/bot problems/mnk-bot/Main.java
 *        javac --release 8 -d /tmp/field judge/src/test/resources/bots/mnk-field/Main.java
 *        java bench/bots/MnkDuel.java /tmp/bot /tmp/field noisy 6 300     (BOT FIELD STYLE|bot:DIR GAMES MS [FIRST])
 */
public class MnkDuel {
  static boolean six(int[] b, int c, int who) {
    int x = c % 20, y = c / 20;
    for (int[] d : new int[][]{{1,0},{0,1},{1,1},{1,-1}}) {
      int n = 1;
      for (int s = -1; s <= 1; s += 2) { int cx = x + s*d[0], cy = y + s*d[1];
        while (cx >= 0 && cx < 20 && cy >= 0 && cy < 20 && b[cy*20+cx] == who) { n++; cx += s*d[0]; cy += s*d[1]; } }
      if (n >= 6) return true;
    }
    return false;
  }
  static boolean dead(int[] b) {
    for (int y = 0; y < 20; y++) for (int x = 0; x < 20; x++) for (int[] d : new int[][]{{1,0},{0,1},{1,1},{1,-1}}) {
      int ex = x + 5*d[0], ey = y + 5*d[1]; if (ex < 0 || ex >= 20 || ey < 0 || ey >= 20) continue;
      int seen = 0; for (int i = 0; i < 6; i++) seen |= 1 << b[(y+i*d[1])*20 + x+i*d[0]];
      if ((seen & 6) != 6) return false;
    }
    return true;
  }
  interface Player { void start(int[] opening, int me) throws Exception; int move() throws Exception; void seen(int c, int who) throws Exception; }
  static class Bot implements Player {
    Class<?> cls; Object bot; int me; long ms;
    Bot(String dir, long ms) throws Exception { cls = new URLClassLoader(new URL[]{Paths.get(dir).toUri().toURL()}, null).loadClass("Main"); this.ms = ms; }
    Object call(String name, Class<?>[] t, Object... a) throws Exception { Method m = cls.getDeclaredMethod(name, t); m.setAccessible(true); return m.invoke(bot, a); }
    public void start(int[] op, int me) throws Exception { Constructor<?> k = cls.getDeclaredConstructor(int.class,int.class,int.class); k.setAccessible(true); bot = k.newInstance(20,20,6); this.me = me;
      for (int i = 0; i < op.length; i++) call("place", new Class<?>[]{int.class,int.class}, op[i], i % 2 + 1); }
    public int move() throws Exception { int c = (Integer) call("think", new Class<?>[]{int.class,long.class,long.class}, me, System.nanoTime(), ms / 2); call("place", new Class<?>[]{int.class,int.class}, c, me); return c; }
    public void seen(int c, int who) throws Exception { call("observe", new Class<?>[]{int.class,int.class}, c, who); call("place", new Class<?>[]{int.class,int.class}, c, who); }
  }
  static class Field implements Player {
    Class<?> cls; int[] board; int me; String style;
    Field(String dir, String style) throws Exception { cls = new URLClassLoader(new URL[]{Paths.get(dir).toUri().toURL()}, null).loadClass("Main"); this.style = style; }
    public void start(int[] op, int me) throws Exception { this.me = me; board = new int[400]; for (int i = 0; i < op.length; i++) board[op[i]] = i % 2 + 1;
      java.lang.reflect.Field f = cls.getDeclaredField("STYLE"); f.setAccessible(true); f.set(null, style);
      f = cls.getDeclaredField("board"); f.setAccessible(true); f.set(null, board); }
    public int move() throws Exception { Method m = cls.getDeclaredMethod("choose", int.class); m.setAccessible(true); int c = (Integer) m.invoke(null, me); board[c] = me; return c; }
    public void seen(int c, int who) { board[c] = who; }
  }
  public static void main(String[] a) throws Exception {
    if (a.length < 5) { System.err.println("usage: java bench/bots/MnkDuel.java BOT_CLASSES FIELD_CLASSES STYLE|bot:DIR GAMES MS [FIRST]"); System.exit(2); }
    String botDir = a[0], fieldDir = a[1], opp = a[2]; int games = Integer.parseInt(a[3]); long ms = Long.parseLong(a[4]); int first = a.length > 5 ? Integer.parseInt(a[5]) : 0;
    List<String> ops = new ArrayList<>(); for (String l : Files.readAllLines(Paths.get("docs/openings/mnk-20x20-k6.txt"))) if (!l.startsWith("#") && !l.trim().isEmpty()) ops.add(l.trim());
    int w = 0, d = 0, l = 0; long worst = 0;
    for (int g = first; g < first + games; g++) {
      String[] t = ops.get((g / 2) % ops.size()).split("\\s+"); int[] op = new int[t.length / 2];
      for (int i = 0; i < op.length; i++) op[i] = (Integer.parseInt(t[2*i+1]) - 1) * 20 + Integer.parseInt(t[2*i]) - 1;
      Player A = new Bot(botDir, ms);
      Player B = opp.startsWith("bot:") ? new Bot(opp.substring(4), ms) : new Field(fieldDir, opp);
      int botSide = g % 2 == 0 ? 1 : 2;
      A.start(op, botSide); B.start(op, 3 - botSide);
      int[] b = new int[400]; for (int i = 0; i < op.length; i++) b[op[i]] = i % 2 + 1;
      int toMove = op.length % 2 + 1, result = 0, moves = op.length;
      while (moves < 400) {
        Player P = toMove == botSide ? A : B, Q = toMove == botSide ? B : A;
        long t0 = System.nanoTime(); int c = P.move(); long dt = (System.nanoTime() - t0) / 1000000; if (P == A) worst = Math.max(worst, dt);
        if (b[c] != 0) { result = 3 - toMove; System.out.println("illegal by " + toMove); break; }
        b[c] = toMove; moves++; Q.seen(c, toMove);
        if (six(b, c, toMove)) { result = toMove; break; }
        toMove = 3 - toMove;
        if (moves % 10 == 0 && moves > 100 && dead(b)) break;
      }
      String r = result == 0 ? "D" : result == botSide ? "W" : "L";
      if (r.equals("W")) w++; else if (r.equals("D")) d++; else l++;
      System.out.println("game " + g + " bot " + (botSide == 1 ? "X" : "O") + " " + r + " in " + moves + " moves");
    }
    System.out.println(botDir + " vs " + opp + ": " + w + "-" + d + "-" + l + " slowest bot move " + worst + " ms");
  }
}
