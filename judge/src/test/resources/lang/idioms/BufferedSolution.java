import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        long s = 0; int c = 0;
        String line;
        while (c < n && (line = br.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) { s += Long.parseLong(st.nextToken()); c++; }
        }
        System.out.println(s);
    }
}
