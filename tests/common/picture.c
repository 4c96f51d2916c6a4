/*
 * picture: checks the staircase picture in a solution's header block
 * against the walk encoding the solution uses (src/yishuang_muqi.c).
 *
 *   picture FILE
 *
 * The picture is the run of comment lines whose first word is `#` or `.`:
 * the rows of a board, `#` taken.  Beside it stand `walk: right, up, ...`,
 * `s = 0b...` and `takeable: row R col C, ...`.  From the rows alone this
 * works out the walk from the bottom-left corner to the top-right one (bit
 * i for step i, 1 up, 0 right) and the takeable cells (the first free cell
 * of a row whose row above, if any, is longer), and fails, naming the
 * line, on any that the text gets wrong.  Exit 0 when all agree, 1 if not,
 * 2 on a usage error.  Shares nothing with the solution.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX = 10 };

static int rows, cols, taken[MAX];
static char walk[256], bits[64], takeable[256];

/* Reads the cells of the next row at p, each `#` or `.` and a space
 * between them or not: counts its taken cells, which must come first, and
 * checks that it is as wide as the rows above.  Returns what follows. */
static const char *row_cells(const char *p)
{
	int c = 0, run = 1;

	taken[rows] = 0;
	for (; *p == '#' || *p == '.'; p += p[1] == ' ' ? 2 : 1, c++) {
		if (*p == '#' && !run) {
			fprintf(stderr, "picture: row %d: # after .\n", rows);
			exit(1);
		}
		run = *p == '#';
		taken[rows] += run;
	}
	if (rows > 0 && c != cols) {
		fprintf(stderr, "picture: row %d is not %d wide\n", rows, cols);
		exit(1);
	}
	cols = c;
	return p;
}

/* What stands beside a row: the rest of a line after `walk: ` or
 * `takeable: ` is added to what was said before (newline and all), and
 * the binary digits after `s = 0b` are what s is said to be. */
static void beside_row(const char *p)
{
	if (strstr(p, "walk: "))
		strcat(walk, strstr(p, "walk: ") + 6);
	if (strstr(p, "s = 0b"))
		sscanf(strstr(p, "s = 0b") + 6, "%63[01]", bits);
	if (strstr(p, "takeable: "))
		strcat(takeable, strstr(p, "takeable: ") + 10);
}

/* Reads one comment line of the picture: its cells and what stands beside.
 * Returns 0, reading nothing, if the line is not a row. */
static int picture_line(const char *line)
{
	const char *p = line + 2;

	while (*p == ' ')
		p++;
	if (*p != '#' && *p != '.')
		return 0;
	beside_row(row_cells(p));
	rows++;
	return 1;
}

static void fail(const char *what, const char *said, const char *drawn)
{
	fprintf(stderr, "picture: %s says '%s', the drawing gives '%s'\n", what,
		said, drawn);
	exit(1);
}

/* Reads the picture: the first run of comment lines (" *") that are rows,
 * at most MAX of them. */
static void read_picture(FILE *f)
{
	char line[512];

	while (fgets(line, sizeof line, f) && rows < MAX)
		if (strncmp(line, " *", 2) == 0 && !picture_line(line) && rows)
			break;
}

/* Adds a step of the walk, "right" or "up", to the words said so far. */
static void add_step(char *words, const char *step)
{
	strcat(words, *words ? ", " : "");
	strcat(words, step);
}

/* The walk the rows draw, in words ("right, up, ...") and in binary (the
 * last step first).  From the bottom-left corner: right along the bottom
 * row's taken cells and up past it, then right to the end of the row
 * above's taken cells and up past that one, and so on; after the top row,
 * right to the board's edge.  col: how far right the walk has come, so a
 * row shorter than the one below it cannot be drawn. */
static void walk_of_rows(char *words, char *binary)
{
	unsigned long s = 0;
	int r, k, col = 0, step = 0;

	for (r = rows - 1; r >= -1; r--) {
		int end = r >= 0 ? taken[r] : cols;
		if (end < col)
			fail("the rows", "a staircase", "a longer row below");
		for (; col < end; col++, step++)
			add_step(words, "right");
		if (r >= 0) {
			add_step(words, "up");
			s |= 1UL << step++;
		}
	}
	for (k = step - 1; k >= 0; k--)
		strcat(binary, s >> k & 1 ? "1" : "0");
}

/* The takeable cells the rows draw: the first free cell of each row whose
 * row above, if any, is longer, as "row R col C, ...". */
static void takeable_of_rows(char *cells)
{
	int r;

	for (r = 0; r < rows; r++)
		if (taken[r] < cols && (r == 0 || taken[r - 1] > taken[r]))
			sprintf(cells + strlen(cells), "%srow %d col %d",
				*cells ? ", " : "", r, taken[r]);
}

/* What the text says as one line each: the walk's lines joined (the
 * newlines dropped), the takeable cells' first line. */
static void join_said(void)
{
	char *nl;

	while ((nl = strpbrk(walk, "\n")))
		memmove(nl, nl + 1, strlen(nl));
	takeable[strcspn(takeable, "\n")] = '\0';
}

int main(int argc, char **argv)
{
	char want_walk[256] = "", want_bits[64] = "", want_takeable[256] = "";
	FILE *f;

	if (argc != 2 || !(f = fopen(argv[1], "r"))) {
		fputs("usage: picture FILE\n", stderr);
		return 2;
	}
	read_picture(f);
	if (rows == 0 || !bits[0]) {
		fprintf(stderr, "picture: no picture with s = 0b... in %s\n",
			argv[1]);
		return 1;
	}
	walk_of_rows(want_walk, want_bits);
	takeable_of_rows(want_takeable);
	join_said();
	if (strcmp(walk, want_walk))
		fail("walk", walk, want_walk);
	if (strcmp(bits, want_bits))
		fail("s", bits, want_bits);
	if (strcmp(takeable, want_takeable))
		fail("takeable", takeable, want_takeable);
	printf("picture: %s: %d x %d, s = 0b%s, walk and takeable cells "
	       "agree\n", argv[1], rows, cols, bits);
	return 0;
}
