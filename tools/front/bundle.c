/*
 * bundle: one file to paste into a judge.
 *
 *   bundle SOURCE > OUT
 *
 * Copies SOURCE, replacing each line `#include "NAME"` (a local include
 * written as code, not inside a comment or a string) by the file NAME from
 * SOURCE's folder, itself bundled the same way, once: a second include of
 * the same file is dropped, as its guard would drop it.  An inlined file's
 * include guard (`#ifndef G` and `#define G` as its first directives, and
 * the last `#endif`) is left out.
 *
 * So that the bundle compiles without warnings (clang reports unused static
 * functions outside headers), an inlined file keeps only the top-level
 * items that the rest of the bundle uses, directly or through other kept
 * items.  An item is the comment and blank lines before a declaration and
 * the declaration, which ends at a line starting with `}` or at a line
 * ending with `;`, both at column 0; its name is the identifier before its
 * first `(`, `[`, `=` or `;` outside braces.  Preprocessor lines and items
 * with no name are always kept.  Exit status 1 if a file cannot be read.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FILES = 16, MAX_PATH = 4096, MAX_PIECES = 512, MAX_NAME = 64 };

/* The bundle, in order: text of the source itself, and the items of the
 * inlined files, which may be left out. */
typedef struct {
	char *text;
	char name[MAX_NAME];	/* an item's name; "" for text kept always */
	int keep;
} piece_t;

static piece_t piece[MAX_PIECES];
static int npieces;
static char inlined[MAX_FILES][MAX_PATH];
static int ninlined;

static void fail(const char *what, const char *path)
{
	fprintf(stderr, "bundle: %s%s\n", what, path);
	exit(1);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	long cap = 1 << 16, len = 0;
	size_t got;
	char *text;

	if (!f)
		fail("cannot read ", path);
	text = malloc(cap + 1);
	while (text && (got = fread(text + len, 1, cap - len, f)) > 0) {
		char *bigger;
		if ((len += (long)got) < cap)
			continue;
		if (!(bigger = realloc(text, (cap *= 2) + 1)))
			fail("out of memory reading ", path);
		text = bigger;
	}
	fclose(f);
	if (!text)
		fail("out of memory reading ", path);
	text[len] = '\0';
	return text;
}

/* Adds n bytes at s as a piece. */
static void add_piece(const char *s, long n, const char *name)
{
	piece_t *p = &piece[npieces];

	if (n == 0)
		return;
	if (npieces == MAX_PIECES)
		fail("too many pieces", "");
	p->text = malloc(n + 1);
	if (!p->text)
		fail("out of memory", "");
	memcpy(p->text, s, (size_t)n);
	p->text[n] = '\0';
	strcpy(p->name, name);
	p->keep = 1;
	npieces++;
}

/* The start of the line after the one at p (or the end of the text). */
static const char *next_line(const char *p)
{
	const char *newline = strchr(p, '\n');

	return newline ? newline + 1 : p + strlen(p);
}

/* code_only()'s reading of a text: where it is, and where the copy of
 * the byte there goes. */
typedef struct {
	enum { CODE, BLOCK, LINE, STRING, CHAR } state;	/* what p is in */
	const char *p;
	char *out;
} lexer_t;

/* Copies the byte at p as it is. */
static void keep(lexer_t *l)
{
	*l->out++ = *l->p++;
}

/* Copies n bytes at p as spaces. */
static void blank(lexer_t *l, int n)
{
	for (; n > 0; n--, l->p++)
		*l->out++ = ' ';
}

/* In code: a comment, whose marks are blanked, or a literal may start. */
static void in_code(lexer_t *l)
{
	const char *p = l->p;

	if (p[0] == '/' && p[1] == '*') {
		l->state = BLOCK;
		blank(l, 2);
	} else if (p[0] == '/' && p[1] == '/') {
		l->state = LINE;
		blank(l, 1);
	} else {
		if (*p == '"')
			l->state = STRING;
		else if (*p == '\'')
			l->state = CHAR;
		keep(l);
	}
}

/* In a block comment: all blanked up to and with the closing mark, but
 * the line ends. */
static void in_block(lexer_t *l)
{
	if (l->p[0] == '*' && l->p[1] == '/') {
		l->state = CODE;
		blank(l, 2);
	} else if (*l->p == '\n') {
		keep(l);
	} else {
		blank(l, 1);
	}
}

/* In a line comment: blanked up to the newline. */
static void in_line(lexer_t *l)
{
	if (*l->p == '\n') {
		l->state = CODE;
		keep(l);
	} else {
		blank(l, 1);
	}
}

/* In a string or a character constant: blanked up to the closing quote
 * or the line end, whichever comes first.  An escape is blanked whole,
 * so an escaped quote does not close, and an escaped newline (a line
 * spliced) becomes a space. */
static void in_literal(lexer_t *l)
{
	char quote = l->state == STRING ? '"' : '\'';

	if (l->p[0] == '\\' && l->p[1]) {
		blank(l, 2);
	} else if (*l->p == quote || *l->p == '\n') {
		l->state = CODE;
		keep(l);
	} else {
		blank(l, 1);
	}
}

/* A copy of text with comments and string and character literals blanked,
 * line ends kept: what the compiler sees as code.  Each byte of text has
 * one byte in the copy, at the same offset. */
static char *code_only(const char *text)
{
	char *code = malloc(strlen(text) + 1);
	lexer_t l = {CODE, text, code};

	if (!code)
		fail("out of memory", "");
	while (*l.p) {
		switch (l.state) {
		case CODE:
			in_code(&l);
			break;
		case BLOCK:
			in_block(&l);
			break;
		case LINE:
			in_line(&l);
			break;
		case STRING:
		case CHAR:
			in_literal(&l);
			break;
		}
	}
	*l.out = '\0';
	return code;
}

/* If the line at s is `#include "NAME"`, copies NAME into name. */
static int local_include(const char *s, char *name)
{
	const char *end;

	s += strspn(s, " \t");
	if (*s++ != '#')
		return 0;
	s += strspn(s, " \t");
	if (strncmp(s, "include", 7) != 0)
		return 0;
	s += 7;
	s += strspn(s, " \t");
	if (*s++ != '"' || !(end = strchr(s, '"')) || end - s >= MAX_PATH ||
	    memchr(s, '\n', (size_t)(end - s)))
		return 0;
	memcpy(name, s, (size_t)(end - s));
	name[end - s] = '\0';
	return 1;
}

/* Where an item's declarator ends: its first `(`, `[`, `=` or `;`
 * outside braces (a struct's members are inside), or the end of code. */
static const char *declarator_end(const char *code)
{
	const char *p;
	int depth = 0;

	for (p = code; *p; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}')
			depth--;
		else if (depth == 0 && strchr("([=;", *p))
			break;
	}
	return p;
}

/* The start of the letters, digits and underscores that end at end, not
 * before code (end itself if there are none). */
static const char *word_start(const char *code, const char *end)
{
	const char *p;

	for (p = end; p > code && (isalnum((unsigned char)p[-1]) ||
				   p[-1] == '_'); p--)
		;
	return p;
}

/* The name an item declares: the identifier before its first `(`, `[`,
 * `=` or `;` outside braces; "" if there is none. */
static void item_name(const char *code, char *name)
{
	const char *p, *end = declarator_end(code);

	*name = '\0';
	while (end > code && isspace((unsigned char)end[-1]))
		end--;
	p = word_start(code, end);
	if (end > p && end - p < MAX_NAME && !isdigit((unsigned char)*p)) {
		memcpy(name, p, (size_t)(end - p));
		name[end - p] = '\0';
	}
}

/* Whether the line from line to next (the line after it) ends an item:
 * it starts with `}`, or it ends with `;` and starts at column 0 with
 * neither a blank nor a comment's `/` or `*`. */
static int ends_item(const char *line, const char *next)
{
	const char *end = next > line && next[-1] == '\n' ? next - 1 : next;

	return *line == '}' ||
	       (end > line && end[-1] == ';' && *line != ' ' &&
		*line != '\t' && *line != '/' && *line != '*');
}

/* Adds the n bytes at start, an item, as a piece named as it declares. */
static void add_item(const char *start, long n)
{
	char *code, name[MAX_NAME];
	char *item = malloc(n + 1);

	if (!item)
		fail("out of memory", "");
	memcpy(item, start, (size_t)n);
	item[n] = '\0';
	code = code_only(item);
	item_name(code, name);
	add_piece(start, n, name);
	free(code);
	free(item);
}

/* Splits an inlined file into items (see the top), as pieces.  start: the
 * first byte of the item being read. */
static void add_items(const char *text)
{
	const char *start = text, *p = text;

	while (*p) {
		const char *line = p;
		p = next_line(p);
		if (*line == '#' && line == start) {	/* a directive */
			add_piece(line, p - line, "");
			start = p;
		} else if (ends_item(line, p)) {
			add_item(start, p - start);
			start = p;
		}
	}
	add_piece(start, p - start, "");	/* what follows the last item */
}

/* Where the guard lines of a header are, if it has one: the `#ifndef G`
 * and `#define G` lines as the first directives, and the last `#endif`. */
static void find_guard(const char *text, const char **ifndef,
		       const char **define, const char **endif)
{
	const char *p, *line;
	char guard[256];

	*ifndef = *define = *endif = NULL;
	line = strstr(text, "\n#ifndef ");
	if (!line || sscanf(line + 9, "%255s", guard) != 1)
		return;
	p = strstr(line + 1, "\n#define ");
	if (!p || strncmp(p + 9, guard, strlen(guard)) != 0)
		return;
	*ifndef = line + 1;
	*define = p + 1;
	for (p = text; (p = strstr(p, "\n#endif")); p++)
		*endif = p + 1;
}

static void bundle(const char *path);

/* Bundles text: local includes met as code (code_only() tells) are
 * inlined, the lines in skip left out; the rest becomes pieces (items, if
 * `as_items`). */
static void copy(const char *text, const char *folder, const char *skip[3],
		 int as_items)
{
	char *code = code_only(text), *out = malloc(strlen(text) + 1), *o = out;
	const char *p, *end;
	int i;

	if (!out)
		fail("out of memory", "");
	for (p = text; *p; p = end) {
		const char *first = p + strspn(p, " \t");
		char name[MAX_PATH], full[2 * MAX_PATH + 2];

		end = next_line(p);
		for (i = 0; i < 3 && p != skip[i]; i++)
			;
		if (i < 3)	/* a guard line */
			continue;
		/* a line's first mark, kept in code, starts outside comments */
		if (code[first - text] == *first && local_include(p, name)) {
			*o = '\0';
			as_items ? add_items(out) : add_piece(out, o - out, "");
			o = out;
			sprintf(full, "%s%s", folder, name);
			bundle(full);
			continue;
		}
		memcpy(o, p, (size_t)(end - p));
		o += end - p;
	}
	*o = '\0';
	as_items ? add_items(out) : add_piece(out, o - out, "");
	free(out);
	free(code);
}

/* Bundles a file: once; an inlined one without its guard, as items. */
static void bundle(const char *path)
{
	char folder[MAX_PATH];
	const char *slash = strrchr(path, '/'), *skip[3] = {NULL, NULL, NULL};
	char *text;
	int i;

	for (i = 0; i < ninlined; i++)
		if (strcmp(inlined[i], path) == 0)
			return;
	if (ninlined == MAX_FILES || strlen(path) >= MAX_PATH)
		fail("too many files, or too long a path: ", path);
	strcpy(inlined[ninlined++], path);
	text = slurp(path);
	if (ninlined > 1)
		find_guard(text, &skip[0], &skip[1], &skip[2]);
	i = slash ? (int)(slash - path) + 1 : 0;
	memcpy(folder, path, (size_t)i);
	folder[i] = '\0';
	copy(text, folder, skip, ninlined > 1);
	free(text);
}

/* Whether `name` stands as a whole identifier in code. */
static int uses(const char *code, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = code; (p = strstr(p, name)); p += n) {
		int before = p > code && (isalnum((unsigned char)p[-1]) ||
					  p[-1] == '_');
		int after = isalnum((unsigned char)p[n]) || p[n] == '_';
		if (!before && !after)
			return 1;
	}
	return 0;
}

/* Leaves out the named items that no other kept piece uses, until none
 * is left to leave out. */
static void prune(void)
{
	char *code[MAX_PIECES];
	int i, j, changed = 1;

	for (i = 0; i < npieces; i++)
		code[i] = code_only(piece[i].text);
	while (changed) {
		changed = 0;
		for (i = 0; i < npieces; i++) {
			if (!piece[i].keep || !piece[i].name[0])
				continue;
			for (j = 0; j < npieces; j++)
				if (j != i && piece[j].keep &&
				    uses(code[j], piece[i].name))
					break;
			if (j == npieces) {
				piece[i].keep = 0;
				changed = 1;
			}
		}
	}
	for (i = 0; i < npieces; i++)
		free(code[i]);
}

int main(int argc, char **argv)
{
	int i;

	if (argc != 2) {
		fputs("usage: bundle SOURCE > OUT\n", stderr);
		return 2;
	}
	bundle(argv[1]);
	prune();
	for (i = 0; i < npieces; i++)
		if (piece[i].keep)
			fputs(piece[i].text, stdout);
	return fflush(stdout) != 0;
}
