// A small stand-in for testlib.h, written for arbitre's tests: only what the checkers here use,
// with the names, exit codes and stderr messages of the real testlib (checked against testlib
// 0.9.2 and 0.9.41): 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL, 7 points (quitp:
// "points 0.25 why"; quitpi: "points points_info=INFO why"), _pc(n) exits n ("partially correct
// (n) why"). As in testlib, quitf(_ok) with output left unread is "wrong output format Extra
// information in the output file" (exit 2), and ensuref is FAIL. It is NOT
// testlib; problem setters use the real one: https://github.com/MikeMirzayanov/testlib
#ifndef ARBITRE_TESTLIB_STANDIN_H
#define ARBITRE_TESTLIB_STANDIN_H
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

// testlib 0.9.41's results: _points is 5 but exits 7 (POINTS_EXIT_CODE); _pc(n) is 16 + n and
// exits n (PC_BASE_EXIT_CODE 0) with "partially correct (n) why".
enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _dirt = 4, _points = 5, _unexpected_eof = 8, _partially = 16 };
#define _pc(n) (TResult(_partially + (n)))

struct InStream;
inline bool oufAtEof();

inline int exitCodeOf(TResult r) {
  if (r == _points) return 7;
  if (r >= _partially) return r - _partially;
  // _dirt ends as _pe; so does _unexpected_eof in a testlib built without ENABLE_UNEXPECTED_EOF
  return r == _dirt || r == _unexpected_eof ? _pe : int(r);
}

[[noreturn]] inline void vquit(TResult r, const char* format, va_list args) {
  if ((r == _ok || r == _points || r >= _partially) && !oufAtEof()) {
    std::fprintf(stderr, "wrong output format Extra information in the output file\n");  // _dirt exits as _pe
    std::exit(_pe);
  }
  if (r >= _partially) {
    std::fprintf(stderr, "partially correct (%d) ", int(r - _partially));
  } else {
    static const char* names[] = {"ok", "wrong answer", "wrong output format", "FAIL", "wrong output format",
                                  "points", "", "", "wrong output format"};
    std::fprintf(stderr, "%s ", names[r]);
  }
  std::vfprintf(stderr, format, args);
  std::fputc('\n', stderr);
  std::exit(exitCodeOf(r));
}

[[noreturn]] inline void quitf(TResult r, const char* format, ...) {
  va_list args;
  va_start(args, format);
  vquit(r, format, args);
}

inline void ensuref(bool cond, const char* format, ...) {
  if (!cond) {
    va_list args;
    va_start(args, format);
    vquit(_fail, format, args);
  }
}

// testlib prints the points with 10 decimals, trailing zeros removed down to one: "points 0.25 why",
// "points 1.0 why".
[[noreturn]] inline void quitp(double points, const char* message) {
  char figure[64];
  std::snprintf(figure, sizeof figure, "%.10f", points);
  std::string s(figure);
  while (s.size() > 2 && s.back() == '0' && s[s.size() - 2] != '.') s.pop_back();
  quitf(_points, "%s %s", s.c_str(), message);
}

// quitpi: points given as an opaque word for a scorer: "points points_info=INFO why", exit 7.
[[noreturn]] inline void quitpi(const char* info, const char* message) {
  quitf(_points, "points_info=%s %s", info, message);
}

struct InStream {
  std::FILE* file = nullptr;
  TResult onError = _fail;  // a bad output is _pe, a bad input or answer is the checker's _fail

  std::string readToken() {
    std::string s;
    int c;
    while ((c = std::fgetc(file)) != EOF && std::isspace(c)) {}
    while (c != EOF && !std::isspace(c)) {
      s += char(c);
      c = std::fgetc(file);
    }
    if (s.empty()) quitf(onError, "unexpected end of file");
    return s;
  }

  long long readLong() {
    std::string s = readToken();
    char* end = nullptr;
    long long v = std::strtoll(s.c_str(), &end, 10);
    if (*end != '\0') quitf(onError, "Expected integer, but \"%s\" found", s.c_str());
    return v;
  }

  bool seekEof() {
    int c;
    while ((c = std::fgetc(file)) != EOF && std::isspace(c)) {}
    if (c == EOF) return true;
    std::ungetc(c, file);
    return false;
  }
};

inline InStream inf, ouf, ans;

inline bool oufAtEof() { return ouf.file == nullptr || ouf.seekEof(); }

inline void registerTestlibCmd(int argc, char* argv[]) {
  if (argc < 4) quitf(_fail, "usage: %s input output answer", argv[0]);
  InStream* streams[] = {&inf, &ouf, &ans};
  for (int i = 0; i < 3; i++) {
    streams[i]->file = std::fopen(argv[i + 1], "r");
    if (!streams[i]->file) quitf(_fail, "cannot open %s", argv[i + 1]);
  }
  ouf.onError = _pe;
}
#endif
