// A small stand-in for testlib.h, written for arbitre's tests: only what checker.cpp uses, with
// the same names and exit codes (0 ok, 1 wrong answer, 2 presentation error, 3 fail). It is NOT
// testlib; problem setters use the real one: https://github.com/MikeMirzayanov/testlib
#ifndef ARBITRE_TESTLIB_STANDIN_H
#define ARBITRE_TESTLIB_STANDIN_H
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3 };

[[noreturn]] inline void quitf(TResult r, const char* format, ...) {
  static const char* names[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  std::fprintf(stderr, "%s ", names[r]);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::exit(r);
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
