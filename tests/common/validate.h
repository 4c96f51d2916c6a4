/*
 * validate.h: what the input validators (tests/<slug>/validate.c) share.
 *
 * A validator reads stdin and exits 42 when the input is exactly what a
 * judge's data holds: the statement's format byte for byte (LF line ends,
 * one space between numbers on a line, numbers without a plus sign or
 * leading zeros, `-0` never, a final newline, nothing after) and within the statement's
 * bounds; otherwise 43, with one line on stderr saying why.  It is
 * stricter than the solutions' readers, and shares no code with them, as
 * Kattis input validators and testlib's validators are.  `make package`
 * inlines this header, so each packaged validator is one file.
 */
#ifndef VALIDATE_H
#define VALIDATE_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static int line_no = 1;	/* the line being read */

/* Exits 43: "line L: <reason>". */
static inline void invalid(const char *format, ...)
{
	va_list args;

	fprintf(stderr, "line %d: ", line_no);
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(43);
}

/* The next byte, which must be `want` (a space or a newline). */
static inline void expect(int want)
{
	int c = getchar();

	if (c != want)
		invalid("expected %s, got %s", want == '\n' ? "a newline" :
			"one space", c == EOF ? "end of input" : c == '\r' ?
			"a CR" : c == ' ' || c == '\n' ? "another blank" :
			"something else");
	line_no += want == '\n';
}

/* Reads digits, the first one `first` (already read), into *value while
 * it can still be in [lo, hi]: it stops once *value is past both bounds,
 * out of range whatever its sign, before it can overflow.  Returns how
 * many it read; *next is the byte it stopped at, read and not put back. */
static inline int digits_of(int first, long lo, long hi, long *value,
			    int *next)
{
	int c, digits = 0;

	for (c = first; c >= '0' && c <= '9'; c = getchar(), digits++) {
		if (*value > hi && *value > -lo)
			break;
		*value = 10 * *value + (c - '0');
	}
	*next = c;
	return digits;
}

/* Whether a number whose first digit is `first`, of `digits` digits and
 * after a `-` or not, is written as in a judge's data: one digit at
 * least, no leading zero, and no `-0`. */
static inline int judges_form(int first, int digits, int minus)
{
	return digits > 0 && !(first == '0' && (digits > 1 || minus));
}

/* A number in [lo, hi] written as in a judge's data: digits, no leading
 * zero, a `-` only before a negative one; then the byte `after`. */
static inline long number(long lo, long hi, int after)
{
	long value = 0;
	int c, digits, minus = 0, first = getchar();

	if (first == '-' && lo < 0)
		minus = 1, first = getchar();
	digits = digits_of(first, lo, hi, &value, &c);
	if (minus)
		value = -value;
	if (!judges_form(first, digits, minus) || value < lo || value > hi)
		invalid("expected a number in [%ld, %ld] without a plus sign "
			"or leading zeros", lo, hi);
	ungetc(c, stdin);
	expect(after);
	return value;
}

/* A line of exactly n characters, each one of `allowed`, into row. */
static inline void row_of(char *row, int n, const char *allowed)
{
	int i, j;

	for (i = 0; i < n; i++) {
		int c = getchar();
		for (j = 0; allowed[j] && allowed[j] != c; j++)
			continue;
		if (c == EOF || !allowed[j])
			invalid("expected %d characters from \"%s\"", n,
				allowed);
		row[i] = (char)c;
	}
	expect('\n');
}

/* Exits 42 if nothing follows, else 43. */
static inline void valid_if_done(void)
{
	if (getchar() != EOF)
		invalid("data after the end of the input");
	exit(42);
}

#endif
