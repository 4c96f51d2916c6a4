/*
 * compare: judge an output against the expected one, as online judges do.
 *
 *   compare [--tokens | --exact] EXPECTED GOT
 *
 * --tokens, as Codeforces, AtCoder and Kattis's default output validator
 * judge: the same words (runs of bytes other than space, tab, CR and LF)
 * in the same order, whatever white space stands between them.
 * --exact, as HDU and POJ judge (Kattis's space_change_sensitive): the
 * same bytes.
 * Neither, as Luogu judges: lines compared after dropping each line's
 * trailing spaces, tabs and CR (so CRLF equals LF) and the blank lines at
 * the end of the file.
 * Case always matters.  Exit 0 when they match.  Otherwise exit 1 and
 * print one line naming the first difference (a line, or a word with
 * --tokens), both sides cut to a readable width, adding "(whitespace
 * only)" when both hold the same words in the same order: wrong, but
 * worth knowing (with --exact: what a strict judge calls a presentation
 * error).  A NUL is a byte like any other, never a blank, so an output
 * padded with NULs is wrong.  Exit 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SHOW = 40 };	/* characters shown of each side */

typedef struct {
	char *text;
	long len, pos;	/* pos: start of the next line */
	long line;	/* number of the line last taken */
} text_t;

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static void load(text_t *t, const char *path, int keep_end)
{
	FILE *f = fopen(path, "rb");
	long cap = 1 << 16;
	size_t got;

	if (!f) {
		fprintf(stderr, "compare: cannot open %s\n", path);
		exit(2);
	}
	t->text = malloc(cap);
	t->len = t->pos = t->line = 0;
	while (t->text && (got = fread(t->text + t->len, 1, cap - t->len, f))) {
		t->len += (long)got;
		if (t->len == cap)
			t->text = realloc(t->text, cap *= 2);
	}
	if (!t->text) {
		fprintf(stderr, "compare: %s: out of memory\n", path);
		exit(2);
	}
	fclose(f);
	/* Trailing white space, blank lines included, matters only to
	 * --exact. */
	while (!keep_end && t->len > 0 && blank(t->text[t->len - 1]))
		t->len--;
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
static void show(const char *s, long n)
{
	long i;

	putchar('\'');
	for (i = 0; i < n && i < SHOW; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 32 && c < 127 && c != '\\')
			putchar(c);
		else
			printf("\\x%02x", c);
	}
	printf(n > SHOW ? "...'" : "'");
}

/* Whether the texts hold the same words in the same order. */
static int same_words(const text_t *a, const text_t *b)
{
	long i = 0, j = 0;

	for (;;) {
		while (i < a->len && blank(a->text[i]))
			i++;
		while (j < b->len && blank(b->text[j]))
			j++;
		if (i == a->len || j == b->len)
			return i == a->len && j == b->len;
		while (i < a->len && j < b->len && !blank(a->text[i])
		       && a->text[i] == b->text[j])
			i++, j++;
		if ((i < a->len && !blank(a->text[i]))
		    || (j < b->len && !blank(b->text[j])))
			return 0;	/* the words differ */
	}
}

/* "expected 'W', got 'G'", either side "end of output" when it has none. */
static void expected_got(int has_w, const char *ws, long wn, int has_g,
			 const char *gs, long gn)
{
	printf("expected ");
	if (has_w)
		show(ws, wn);
	else
		printf("end of output");
	printf(", got ");
	if (has_g)
		show(gs, gn);
	else
		printf("end of output");
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

/* --tokens: 0 when the words agree, else 1 and the first that differs. */
static int compare_words(const text_t *want, const text_t *got)
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
	printf(has_g ? "word %ld (your line %ld): " : "word %ld (line %ld of"
	       " the answer): ", word, has_g ? gl : wl);
	expected_got(has_w, ws, wn, has_g, gs, gn);
	putchar('\n');
	return 1;
}

/* Neither rule, or --exact once the bytes differ: 0 when the lines agree
 * (never with --exact), else 1 and the first line that differs. */
static int compare_lines(text_t *want, text_t *got, int exact)
{
	const char *ws = NULL, *gs = NULL;
	long wn = 0, gn = 0;
	int has_w, has_g;

	do {
		has_w = next_line(want, &ws, &wn);
		has_g = next_line(got, &gs, &gn);
		if (!has_w && !has_g)	/* --exact: alike but at line ends */
			return exact ? (void)printf("the same lines but for white"
				" space at their ends or after the last (a strict"
				" judge: presentation error)\n"), 1 : 0;
	} while (has_w == has_g && wn == gn && memcmp(ws, gs, wn) == 0);
	printf("line %ld: ", has_w ? want->line : got->line);
	expected_got(has_w, ws, wn, has_g, gs, gn);
	if (same_words(want, got))
		printf(exact ? " (whitespace only: a strict judge, presentation"
		       " error)" : " (whitespace only)");
	putchar('\n');
	return 1;
}

int main(int argc, char **argv)
{
	text_t want, got;
	int tokens = 0, exact = 0;

	if (argc == 4 && strcmp(argv[1], "--tokens") == 0)
		tokens = 1, argv++, argc--;
	else if (argc == 4 && strcmp(argv[1], "--exact") == 0)
		exact = 1, argv++, argc--;
	if (argc != 3) {
		fputs("usage: compare [--tokens | --exact] EXPECTED GOT\n",
		      stderr);
		return 2;
	}
	load(&want, argv[1], exact);
	load(&got, argv[2], exact);
	if (tokens)
		return compare_words(&want, &got);
	if (exact && want.len == got.len
	    && memcmp(want.text, got.text, want.len) == 0)
		return 0;
	return compare_lines(&want, &got, exact);
}
