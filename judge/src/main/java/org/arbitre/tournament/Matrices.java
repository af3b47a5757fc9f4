package org.arbitre.tournament;

/** The little linear algebra the ratings need, on small dense matrices. */
final class Matrices {
  private Matrices() {}

  /**
   * The pseudo-inverse of a symmetric matrix whose null space is the all-ones vector (a Fisher
   * information of ratings that only differences identify): {@code (A + J/m)^-1 - J/m} with
   * {@code J} all ones, since adding {@code J/m} turns the zero eigenvalue along the ones vector
   * into 1 and leaves the others alone.
   */
  static double[][] pseudoInverse(double[][] a) {
    int m = a.length;
    double[][] shifted = new double[m][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        shifted[i][j] = a[i][j] + 1.0 / m;
      }
    }
    double[][] inv = inverse(shifted);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        inv[i][j] -= 1.0 / m;
      }
    }
    return inv;
  }

  /** Gauss–Jordan elimination with partial pivoting. */
  static double[][] inverse(double[][] a) {
    int m = a.length;
    double[][] w = new double[m][2 * m];
    for (int i = 0; i < m; i++) {
      System.arraycopy(a[i], 0, w[i], 0, m);
      w[i][m + i] = 1;
    }
    for (int c = 0; c < m; c++) {
      int pivot = c;
      for (int r = c + 1; r < m; r++) {
        if (Math.abs(w[r][c]) > Math.abs(w[pivot][c])) {
          pivot = r;
        }
      }
      if (w[pivot][c] == 0) {
        throw new ArithmeticException("singular matrix");
      }
      double[] t = w[c];
      w[c] = w[pivot];
      w[pivot] = t;
      double d = w[c][c];
      for (int k = 0; k < 2 * m; k++) {
        w[c][k] /= d;
      }
      for (int r = 0; r < m; r++) {
        if (r != c && w[r][c] != 0) {
          double f = w[r][c];
          for (int k = 0; k < 2 * m; k++) {
            w[r][k] -= f * w[c][k];
          }
        }
      }
    }
    double[][] inv = new double[m][m];
    for (int i = 0; i < m; i++) {
      System.arraycopy(w[i], m, inv[i], 0, m);
    }
    return inv;
  }

  static double[] multiply(double[][] a, double[] x) {
    double[] y = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      for (int j = 0; j < x.length; j++) {
        y[i] += a[i][j] * x[j];
      }
    }
    return y;
  }
}
