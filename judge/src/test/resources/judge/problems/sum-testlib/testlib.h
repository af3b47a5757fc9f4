// A small stand-in for testlib.h, written for arbitre's tests: only what the checkers here use,
// with the names, exit codes and stderr messages of the real testlib (checked against testlib
// 0.9.2 and the exit codes of 0.9.41): 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL, 7
// points (quitp; "points 0.25 why"). As in testlib, quitf(_ok) with output left unread is
// "wrong output format Extra information in the output file", and ensuref is FAIL. It is NOT
// testlib; problem setters use the real one: https://github.com/MikeMirzayanov/testlib
#ifndef ARBITRE_TESTLIB_STANDIN_H
#define ARBITRE_TESTLIB_STANDIN_H
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };

struct InStream;
inline bool oufAtEof();

[[noreturn]] inline void vquit(TResult r, const char* format, va_list args) {
  static const char* names[] = {"ok", "wrong answer", "wrong output format", "FAIL", "", "", "", "points"};
  if (r == _ok && !oufAtEof()) {
    std::fprintf(stderr, "wrong output format Extra information in the output file\n");
    std::exit(_pe);
  }
  std::fprintf(stderr, "%s ", names[r]);
  std::vfprintf(stderr, format, args);
  std::fputc('\n', stderr);
  std::exit(r);
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

// testlib prints the points with at most 10 decimals, trailing zeros removed: "points 0.25 why".
[[noreturn]] inline void quitp(double points, const char* message) {
  quitf(_points, "%.10g %s", points, message);
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
    if (*end != '\0') quitf(onError, "expected an integer, found '%s'", s.c_str());
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
