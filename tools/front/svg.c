/*
 * svg: draws an explain program's output as a picture, for a write-up.
 *
 *   build/tests/<slug>/explain 1 < IN | svg [--neutral CHARS] > example.svg
 *
 * Lines are drawn as they stand, in a fixed-width font, one character
 * CHAR_W pixels wide, except the boards.  A board is two or more lines in
 * a row, at the same indentation, made of tokens only: a letter, `.`,
 * `#`, `*` or a number.  The tokens' ends give the columns: the narrowest
 * distance between two ends, the pitch, is one cell, and a cell is drawn
 * only where a token stands, so boards printed side by side stay apart,
 * each under the text that names it:
 *
 *     O X X      O X X        pitch 2: two boards, 5 cells apart
 *     O . X      O X X
 *
 * Cells are squares, at most MAX_CELL characters wide (a table of wide
 * numbers is drawn closed up).  `#` is a wall (filled), `*` a walked
 * cell (shaded, its `*` kept, so that a legend that names it holds),
 * `X` `x` `M` `T` blue, `O` `o` `A` red, `B` the start, `.` and `-`
 * empty; each of CHARS (--neutral, a piece of neither side, such as a
 * T that counts for both) purple, whatever it would be otherwise.
 * Exit 1, with a line on stderr, when the input is empty or too large;
 * exit 2 on a usage error.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { MAX_LINES = 200, MAX_COLS = 120, CHAR_W = 10, LINE_H = 22,
       MAX_CELL = 4 };

static char text[MAX_LINES][MAX_COLS + 2];
static int lines;
static FILE *out;	/* where draw() writes: /dev/null to measure */
static const char *neutral = "";	/* --neutral's pieces */

/* The ends of the tokens of line i (one past the last character), and
 * how many; 0 when the line is not a board row. */
static int token_ends(int i, int *end)
{
	const char *s = text[i];
	int n = 0, k = 0;

	while (s[k] != '\0') {
		int start, digits = 0;

		while (s[k] == ' ')
			k++;
		if (s[k] == '\0')
			break;
		for (start = k; s[k] != ' ' && s[k] != '\0'; k++)
			digits += s[k] >= '0' && s[k] <= '9';
		if (digits != k - start && (k - start != 1 ||
		    !(isalpha((unsigned char)s[start]) ||
		      strchr(".-#*", s[start]))))
			return 0;
		end[n++] = k;
	}
	return n;
}

static int indent(int i)
{
	return (int)strspn(text[i], " ");
}

/* Does line i continue a board that starts on line first? */
static int board_row(int first, int i)
{
	int end[MAX_COLS];

	return i < lines && token_ends(i, end) > 0 &&
	       indent(i) == indent(first);
}

static void cell(int x, int y, int w, const char *token)
{
	const char *fill = "#fff", *ink = "#222";

	switch (token[0]) {
	case '#': fill = "#555"; break;
	case '*': fill = "#fde9a9"; break;
	case 'B': fill = "#cdeccd"; ink = "#176b17"; break;
	case 'X': case 'x': case 'M': case 'T': ink = "#1f5fbf"; break;
	case 'O': case 'o': case 'A': ink = "#c0392b"; break;
	}
	if (strchr(neutral, token[0]) && token[0] != '\0')
		ink = "#7b3fa0";
	fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	       "fill=\"%s\" stroke=\"#999\"/>\n", x, y, w, w, fill);
	if (!strchr(".-#", token[0]))	/* a walked cell keeps its * */
		fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"%s\" "
		       "class=\"piece\">%s</text>\n",
		       x + w / 2, y + w / 2 + 6, ink, token);
}

/* Draws one row of a board (line i) at height y: the token ending at
 * column end[c] fills the cell (end[c] - end[0]) / pitch cells right of
 * the first, each w pixels wide. */
static void board_line(int i, int y, int w, int pitch)
{
	int end[MAX_COLS], n = token_ends(i, end), c;
	int left = (end[0] - (w / CHAR_W)) * CHAR_W + CHAR_W / 2;

	for (c = 0; c < n; c++) {
		char token[MAX_COLS];
		int start = end[c];

		while (start > 0 && text[i][start - 1] != ' ')
			start--;
		memcpy(token, text[i] + start, (size_t)(end[c] - start));
		token[end[c] - start] = '\0';
		cell(left + w * (end[c] - end[0]) / pitch, y, w, token);
	}
}

/* The narrowest distance between the ends of two tokens in lines
 * first..last-1: the board's column pitch in characters. */
static int pitch_of(int first, int last)
{
	int best = MAX_COLS, i, c, end[MAX_COLS], n;

	for (i = first; i < last; i++)
		for (n = token_ends(i, end), c = 1; c < n; c++)
			if (end[c] - end[c - 1] < best)
				best = end[c] - end[c - 1];
	return best == MAX_COLS ? 2 : best;
}

static void escaped(const char *s)
{
	for (; *s; s++)
		if (*s == '<')
			fputs("&lt;", out);
		else if (*s == '>')
			fputs("&gt;", out);
		else if (*s == '&')
			fputs("&amp;", out);
		else
			putc(*s, out);
}

/* Draws every line from y = top down; returns the height used. */
static int draw(int top)
{
	int i = 0, y = top;

	while (i < lines) {
		int last = i + 1;

		while (board_row(i, last))
			last++;
		if (last - i >= 2 && board_row(i, i)) {
			int pitch = pitch_of(i, last);
			int w = (pitch < MAX_CELL ? pitch : MAX_CELL) * CHAR_W;

			for (; i < last; i++, y += w)
				board_line(i, y, w, pitch);
			y += 4;
			continue;
		}
		fprintf(out, "<text x=\"0\" y=\"%d\" class=\"line\" "
		       "xml:space=\"preserve\">", y + LINE_H - 6);
		escaped(text[i++]);
		fputs("</text>\n", out);
		y += LINE_H;
	}
	return y - top;
}

static int read_lines(void)
{
	char line[4096];

	while (fgets(line, sizeof line, stdin)) {
		size_t n = strcspn(line, "\r\n");

		if (lines == MAX_LINES || n > MAX_COLS) {
			fprintf(stderr, "svg: more than %d lines or %d "
				"columns\n", MAX_LINES, MAX_COLS);
			return 0;
		}
		line[n] = '\0';
		strcpy(text[lines++], line);
	}
	if (lines == 0)
		fputs("svg: no input\n", stderr);
	return lines > 0;
}

int main(int argc, char **argv)
{
	int width = 0, i, height;

	if (argc == 3 && strcmp(argv[1], "--neutral") == 0) {
		neutral = argv[2];
	} else if (argc != 1) {
		fputs("usage: svg [--neutral CHARS] < EXPLAINED\n", stderr);
		return 2;
	}
	if (!read_lines())
		return 1;
	for (i = 0; i < lines; i++)
		if ((int)strlen(text[i]) > width)
			width = (int)strlen(text[i]);
	/* drawn once to learn the height, then for real */
	if (!(out = fopen("/dev/null", "w")))
		return 1;
	height = draw(0);
	fclose(out);
	out = stdout;
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
		"height=\"%d\" viewBox=\"-8 -8 %d %d\">\n",
		(width + 2) * CHAR_W + 16, height + 16,
		(width + 2) * CHAR_W + 16, height + 16);
	fputs("<style>text { font-family: 'DejaVu Sans Mono', Menlo, "
	      "Consolas, monospace; font-size: 16.6px; }\n.piece { "
	      "text-anchor: middle; font-weight: bold; }</style>\n", out);
	fprintf(out, "<rect x=\"-8\" y=\"-8\" width=\"100%%\" "
		"height=\"100%%\" fill=\"#fff\"/>\n");
	draw(0);
	fputs("</svg>\n", out);
	return 0;
}
