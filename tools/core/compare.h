/*
 * compare.h: an output against the expected one, as online judges
 * compare them (for tools/core/verdict.h).
 *
 * RULE_TOKENS, as Codeforces, AtCoder and Kattis's default output
 * validator judge: the same words (runs of bytes other than space, tab,
 * CR and LF) in the same order, whatever white space stands between them.
 * RULE_EXACT, as HDU and POJ judge (Kattis's space_change_sensitive): the
 * same bytes.
 * RULE_LINES, as Luogu judges (and the judge's self-tests): lines compared
 * after dropping each line's trailing spaces, tabs and CR (so CRLF equals
 * LF) and the blank lines at the end of the file.
 * Case always matters.  compare() returns 0 when they match, else 1 with
 * one line naming the first difference (a line, or a word for tokens),
 * both sides cut to a readable width, adding "(whitespace only)" when
 * both hold the same words in the same order: wrong, but worth knowing
 * (for exact: what a strict judge calls a presentation error).  A NUL is
 * a byte like any other, never a blank, so an output padded with NULs is
 * wrong.
 */
#ifndef COMPARE_H
#define COMPARE_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* RULE_CHECKER, RULE_INTERACTIVE: not compared here; a checker, or the
 * interactor the program played against, judges (verdict.h). */
enum rule { RULE_LINES, RULE_TOKENS, RULE_EXACT, RULE_CHECKER,
	    RULE_INTERACTIVE };
enum { SHOW = 40 };	/* characters shown of each side */

typedef struct {
	char *text;	/* len bytes, then a '\0' */
	long len, pos;	/* pos: start of the next line */
	long line;	/* number of the line last taken */
} text_t;

/* What compare() says, appended to a buffer of a fixed size. */
typedef struct {
	char *s;
	size_t size, at;
} said_t;

static void say(said_t *to, const char *format, ...)
{
	va_list args;
	int n;

	if (to->at + 1 >= to->size)
		return;
	va_start(args, format);
	n = vsnprintf(to->s + to->at, to->size - to->at, format, args);
	va_end(args);
	if (n > 0)
		to->at = to->at + (size_t)n < to->size ? to->at + (size_t)n
						       : to->size - 1;
}

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Takes the next line into [*s, *s + *n), its trailing blanks dropped;
 * 0 once the text is used up. */
static int next_line(text_t *t, const char **s, long *n)
{
	long end = t->pos;

	if (t->pos >= t->len)
		return 0;
	while (end < t->len && t->text[end] != '\n')
		end++;
	*s = t->text + t->pos;
	*n = end - t->pos;
	while (*n > 0 && blank((*s)[*n - 1]))
		(*n)--;
	t->pos = end + 1;
	t->line++;
	return 1;
}

/* Prints a line quoted, unprintable bytes as \xHH, cut after SHOW. */
static void show(said_t *to, const char *s, long n)
{
	long i;

	say(to, "'");
	for (i = 0; i < n && i < SHOW; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 32 && c < 127 && c != '\\')
			say(to, "%c", c);
		else
			say(to, "\\x%02x", c);
	}
	say(to, n > SHOW ? "...'" : "'");
}

/* The next word of t from *at on, as [*s, *s + *n) on line *line (1 on
 * the first); 0 at the end. */
static int next_word(const text_t *t, long *at, long *line, const char **s,
		     long *n)
{
	while (*at < t->len && blank(t->text[*at]))
		*line += t->text[(*at)++] == '\n';
	if (*at == t->len)
		return 0;
	*s = t->text + *at;
	for (*n = 0; *at < t->len && !blank(t->text[*at]); (*at)++)
		(*n)++;
	return 1;
}

/* Whether the texts hold the same words in the same order. */
static int same_words(const text_t *a, const text_t *b)
{
	long i = 0, j = 0, al = 1, bl = 1, an = 0, bn = 0;
	const char *as = NULL, *bs = NULL;
	int has_a, has_b;

	do {
		has_a = next_word(a, &i, &al, &as, &an);
		has_b = next_word(b, &j, &bl, &bs, &bn);
		if (!has_a && !has_b)
			return 1;
	} while (has_a == has_b && an == bn && memcmp(as, bs, an) == 0);
	return 0;
}

/* "expected 'W', got 'G'", either side "end of output" when it has none. */
static void expected_got(said_t *to, int has_w, const char *ws, long wn,
			 int has_g, const char *gs, long gn)
{
	say(to, "expected ");
	if (has_w)
		show(to, ws, wn);
	else
		say(to, "end of output");
	say(to, ", got ");
	if (has_g)
		show(to, gs, gn);
	else
		say(to, "end of output");
}

/* Tokens: 0 when the words agree, else 1 and the first that differs. */
static int compare_words(said_t *to, const text_t *want, const text_t *got)
{
	long i = 0, j = 0, wl = 1, gl = 1, word = 0, wn = 0, gn = 0;
	const char *ws = NULL, *gs = NULL;
	int has_w, has_g;

	do {
		has_w = next_word(want, &i, &wl, &ws, &wn);
		has_g = next_word(got, &j, &gl, &gs, &gn);
		word++;
		if (!has_w && !has_g)
			return 0;
	} while (has_w == has_g && wn == gn && memcmp(ws, gs, wn) == 0);
	say(to, has_g ? "word %ld (your line %ld): " : "word %ld (line %ld of"
	    " the answer): ", word, has_g ? gl : wl);
	expected_got(to, has_w, ws, wn, has_g, gs, gn);
	return 1;
}

/* Lines, or exact once the bytes differ: 0 when the lines agree (never
 * for exact), else 1 and the first line that differs. */
static int compare_lines(said_t *to, text_t want, text_t got, int exact)
{
	const char *ws = NULL, *gs = NULL;
	long wn = 0, gn = 0;
	int has_w, has_g;

	want.pos = want.line = got.pos = got.line = 0;
	do {
		has_w = next_line(&want, &ws, &wn);
		has_g = next_line(&got, &gs, &gn);
		if (!has_w && !has_g)	/* exact: alike but at line ends */
			return exact ? (say(to, "the same lines but for white"
				" space at their ends or after the last (a strict"
				" judge: presentation error)"), 1) : 0;
	} while (has_w == has_g && wn == gn && memcmp(ws, gs, wn) == 0);
	say(to, "line %ld: ", has_w ? want.line : got.line);
	expected_got(to, has_w, ws, wn, has_g, gs, gn);
	if (same_words(&want, &got))
		say(to, exact ? " (whitespace only: a strict judge, presentation"
		    " error)" : " (whitespace only)");
	return 1;
}

/* compare: 0 when got matches want by the rule, else 1 and the first
 * difference in said[0..size).  Both loaded by load(), with keep_end
 * for RULE_EXACT. */
static int compare(enum rule rule, const text_t *want, const text_t *got,
		   char *said, size_t size)
{
	said_t to;

	to.s = said, to.size = size, to.at = 0;
	said[0] = '\0';
	if (rule == RULE_TOKENS)
		return compare_words(&to, want, got);
	if (rule == RULE_EXACT && want->len == got->len
	    && memcmp(want->text, got->text, want->len) == 0)
		return 0;
	return compare_lines(&to, *want, *got, rule == RULE_EXACT);
}

#endif
