/*
 * mutate: the small changes a mutation tester makes to a C file.
 *
 *   mutate SOURCE           how many mutants SOURCE has
 *   mutate SOURCE K         mutant K (0-based) on stdout
 *   mutate SOURCE K --show  three lines: the line number, the line as it
 *                           is, and as the mutant has it
 *
 * One mutant is one change in code (never in a comment, a string, a
 * character constant or a preprocessor line): a relational operator
 * (< <= > >= == !=) made each of the other five; an arithmetic, logical or
 * bit operator swapped for a near one (+ for -, && for ||, & for |, << for
 * >>, += for -=, ++ for --, ...); a `!` dropped; an integer literal plus
 * or minus one; or a `break;`, `continue;` or `return;` removed.
 * Mutants that do not compile (a pointer's * made a /) are the caller's to
 * skip.  Exit status 2 on a usage error or an unreadable file.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	const char *from, *to;
} swap_t;

/* A relational operator becomes each of the other five. */
static const char any_other_relational[] = "";
static const char *const relational[] = {"<", "<=", ">", ">=", "==", "!="};
#define REL any_other_relational

/* Longest operators first, so that "<=" is never taken for "<". */
static const swap_t swaps[] = {
	{"<<=", ">>="}, {">>=", "<<="},
	{"<=", REL}, {">=", REL}, {"==", REL}, {"!=", REL},
	{"&&", "||"}, {"||", "&&"},
	{"<<", ">>"}, {">>", "<<"}, {"+=", "-="}, {"-=", "+="},
	{"|=", "&="}, {"&=", "|="}, {"^=", "|="}, {"++", "--"},
	{"--", "++"}, {"->", NULL}, {"*=", NULL}, {"/=", NULL},
	{"%=", NULL},
	{"<", REL}, {">", REL},
	{"+", "-"}, {"-", "+"}, {"*", "/"}, {"/", "*"}, {"%", "*"},
	{"&", "|"}, {"|", "&"}, {"^", "|"}, {"!", ""},
};
enum { NSWAPS = sizeof swaps / sizeof swaps[0] };

static char *text;
static long len;

/* A mutation site: replace [at, at + cut) by `put`. */
typedef struct {
	long at, cut;
	char put[32];
} site_t;

static site_t *site;
static long nsites, cap;

static void add(long at, long cut, const char *put)
{
	if (nsites == cap && !(site = realloc(site, (cap = 2 * cap + 64)
						       * sizeof *site))) {
		fputs("mutate: out of memory\n", stderr);
		exit(2);
	}
	site[nsites].at = at;
	site[nsites].cut = cut;
	snprintf(site[nsites++].put, sizeof site[0].put, "%s", put);
}

/* Where the line, string or character constant from p ends: the first
 * `stop` at or after p that no backslash escapes, or len (len + 1 when
 * the text ends in a backslash). */
static long past_escapes(long p, char stop)
{
	while (p < len && text[p] != stop)
		p += text[p] == '\\' ? 2 : 1;
	return p;
}

/* Skips what is not code at p: comments, strings, character constants,
 * preprocessor lines.  Returns where code goes on (p when it is code). */
static long skip(long p, int line_start)
{
	if (text[p] == '/' && text[p + 1] == '*') {
		char *end = strstr(text + p + 2, "*/");
		return end ? end - text + 2 : len;
	}
	if ((text[p] == '/' && text[p + 1] == '/') ||
	    (line_start && text[p] == '#'))
		return past_escapes(p, '\n');	/* up to the newline */
	if (text[p] == '"' || text[p] == '\'')
		return past_escapes(p + 1, text[p]) + 1;	/* past the quote */
	return p;
}

/* An integer literal at p (not inside a name): +1 and -1 mutants. */
static long literal(long p)
{
	char *end, put[32];
	unsigned long v = strtoul(text + p, &end, 0);
	long n = end - (text + p);
	int hex = text[p] == '0' && (text[p + 1] == 'x' || text[p + 1] == 'X');

	if (*end == '.' || (isalpha((unsigned char)*end) && !strchr("uUlL",
								      *end)))
		return p + n;	/* a float or something odd: leave it */
	snprintf(put, sizeof put, hex ? "0x%lX" : "%lu", v + 1);
	add(p, n, put);
	if (v > 0) {
		snprintf(put, sizeof put, hex ? "0x%lX" : "%lu", v - 1);
		add(p, n, put);
	}
	return p + n;
}

/* The relational operator op at p: a site for each of the other five. */
static void add_relational(long p, const char *op)
{
	int k;

	for (k = 0; k < 6; k++)
		if (strcmp(relational[k], op))
			add(p, (long)strlen(op), relational[k]);
}

/* The operator at p, if any: a site for each of its swaps.  Returns
 * where code goes on. */
static long operator(long p)
{
	int i, j;

	for (i = 0; i < NSWAPS; i++) {
		size_t n = strlen(swaps[i].from);
		if (strncmp(text + p, swaps[i].from, n) != 0)
			continue;
		for (j = i; j < NSWAPS && !strcmp(swaps[j].from, swaps[i].from);
		     j++)
			if (swaps[j].to == REL)
				add_relational(p, swaps[j].from);
			else if (swaps[j].to)
				add(p, (long)n, swaps[j].to);
		return p + (long)n;
	}
	return p + 1;
}

/* Whether the n bytes at p are `keyword`, the whole of a name. */
static int is_keyword(long p, long n, const char *keyword)
{
	return n == (long)strlen(keyword) && !strncmp(text + p, keyword, n);
}

/* The name at p: a `break`, a `continue` or a `return;` is a site, to be
 * removed.  Returns where code goes on, after the name. */
static long name(long p)
{
	long q = p, n;

	while (isalnum((unsigned char)text[q]) || text[q] == '_')
		q++;
	n = q - p;
	if (is_keyword(p, n, "break") || is_keyword(p, n, "continue") ||
	    (is_keyword(p, n, "return") && text[q] == ';'))
		add(p, n, "");
	return q;
}

/* The token at p, neither blank nor skipped: a name, an integer literal or
 * an operator (any other byte, such as a bracket, is passed over).
 * Returns where code goes on. */
static long token(long p)
{
	if (isalpha((unsigned char)text[p]) || text[p] == '_')
		return name(p);
	if (isdigit((unsigned char)text[p]))
		return literal(p);
	return operator(p);
}

/* Lists every mutation site of the text.  line_start: nothing but blanks
 * and comments since the last newline, so a `#` starts a directive. */
static void find_sites(void)
{
	long p = 0, q;
	int line_start = 1;

	while (p < len) {
		if ((q = skip(p, line_start)) != p) {
			p = q;
		} else if (isspace((unsigned char)text[p])) {
			line_start = text[p] == '\n' ? 1 : line_start;
			p++;
		} else {
			line_start = 0;
			p = token(p);
		}
	}
}

/* The line number of offset at, and its line's [start, end). */
static long line_of(long at, long *start, long *end)
{
	long line = 1, p;

	for (p = 0; p < at; p++)
		line += text[p] == '\n';
	for (*start = at; *start > 0 && text[*start - 1] != '\n';)
		(*start)--;
	for (*end = at; *end < len && text[*end] != '\n';)
		(*end)++;
	return line;
}

int main(int argc, char **argv)
{
	FILE *f;
	long k, start, end;
	const site_t *s;

	if (argc < 2 || argc > 4 || (argc == 4 && strcmp(argv[3], "--show"))) {
		fputs("usage: mutate SOURCE [K [--show]]\n", stderr);
		return 2;
	}
	if (!(f = fopen(argv[1], "rb")) || !(text = malloc(1 << 22))) {
		fprintf(stderr, "mutate: cannot read %s\n", argv[1]);
		return 2;
	}
	len = (long)fread(text, 1, (1 << 22) - 1, f);
	text[len] = '\0';
	fclose(f);
	find_sites();
	if (argc == 2) {
		printf("%ld\n", nsites);
		return 0;
	}
	k = strtol(argv[2], NULL, 10);
	if (k < 0 || k >= nsites) {
		fprintf(stderr, "mutate: no mutant %s (0..%ld)\n", argv[2],
			nsites - 1);
		return 2;
	}
	s = &site[k];
	if (argc == 4) {
		long line = line_of(s->at, &start, &end);
		printf("%ld\n%.*s\n%.*s%s%.*s\n", line, (int)(end - start),
		       text + start, (int)(s->at - start), text + start, s->put,
		       (int)(end - s->at - s->cut), text + s->at + s->cut);
		return 0;
	}
	fwrite(text, 1, (size_t)s->at, stdout);
	fputs(s->put, stdout);
	fwrite(text + s->at + s->cut, 1, (size_t)(len - s->at - s->cut),
	       stdout);
	return 0;
}
