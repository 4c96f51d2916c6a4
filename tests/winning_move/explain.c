/*
 * explain for winning_move (make explain): each cell's fate.  For each
 * case: the board; for each empty cell in row-major order, whether x
 * forces a win by playing there, and if not, o's first reply that stops
 * it (a line of o's, or a position from which x cannot force a win, or
 * a draw); then the first winning cell and `answer:` with the solution's
 * line.  The search is brute.c's, showing its work.
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include <stdlib.h>

#include "brute.c"
#include "../common/explain.h"

/* o's first reply to x at (r, c) that stops a forced win, as "(r,c)" in
 * reply; how it stops it in the return value. */
static const char *refutation(int r, int c, char reply[8])
{
	const char *why = "the board fills up: a draw";
	int rr, cc;

	g[r][c] = 'x';
	for (rr = 0; rr < 4; rr++)
		for (cc = 0; cc < 4; cc++) {
			if (g[rr][cc] != '.')
				continue;
			g[rr][cc] = 'o';
			if (four('o') || !x_forces()) {
				why = four('o') ? "o holds four"
						: "from there x cannot force a win";
				sprintf(reply, "(%d,%d)", rr, cc);
				g[rr][cc] = '.';
				g[r][c] = '.';
				return why;
			}
			g[rr][cc] = '.';
		}
	g[r][c] = '.';
	return why;
}

static void explain(int t)
{
	int r, c, first = -1;
	char reply[8] = "";

	printf("case %d:\n", t);
	for (r = 0; r < 4; r++)
		printf("    %c %c %c %c\n", g[r][0], g[r][1], g[r][2], g[r][3]);
	save_position("?\n%.4s\n%.4s\n%.4s\n%.4s\n$\n", g[0], g[1], g[2],
		      g[3]);
	for (r = 0; r < 4; r++)
		for (c = 0; c < 4; c++) {
			if (g[r][c] != '.')
				continue;
			if (x_wins_at(r, c)) {
				g[r][c] = 'x';
				printf("  x at (%d,%d): %s\n", r, c, four('x')
				       ? "four at once: x wins" : "x forces a win");
				g[r][c] = '.';
				if (first < 0)
					first = 4 * r + c;
				continue;
			}
			printf("  x at (%d,%d): no win: ", r, c);
			printf("%s", refutation(r, c, reply));
			printf(" after o at %s\n", reply);
		}
	if (first < 0) {
		printf("  no cell forces a win\nanswer: #####\n");
		return;
	}
	printf("  the first winning cell: (%d,%d)\n", first / 4, first % 4);
	printf("answer: (%d,%d)\n", first / 4, first % 4);
}

/* Case t's 4 rows into g, refused unless of 4 characters from '.xo',
 * as many x as o, at least 4 pieces, no line of four and a cell empty. */
static void read_case(int t)
{
	char word[8];
	int r, k, x, o;

	for (r = 0; r < 4; r++) {
		if (scanf("%7s", word) != 1 || strlen(word) != 4
		    || strspn(word, ".xo") != 4)
			refuse("case %d: expected 4 rows of 4 characters "
			       "from '.xo'", t);
		memcpy(g[r], word, 4);
	}
	for (k = x = o = 0; k < 16; k++) {
		x += g[k / 4][k % 4] == 'x';
		o += g[k / 4][k % 4] == 'o';
	}
	if (x != o || x < 2 || x + o == 16 || four('x') || four('o'))
		refuse("case %d: the board must have as many x as o, at "
		       "least 4 pieces, no line and an empty cell", t);
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	char word[8] = "";	/* an empty input: no `$` */
	int t;

	for (t = 1; scanf("%7s", word) == 1 && word[0] == '?'; t++) {
		read_case(t);
		if (t > limit)
			continue;
		if (t > 1)
			putchar('\n');
		explain(t);
	}
	if (word[0] != '$')
		refuse("expected a line `$` after the last case");
	return 0;
}
