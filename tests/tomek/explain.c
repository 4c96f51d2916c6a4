/*
 * explain for tomek (make explain): which rule gives each status.  For
 * each board: the board, and beside it the line that wins, if any (its
 * cells only, the T among them); the rules asked in order (X's line, O's
 * line, an empty cell, else a draw), each player's line nearest to
 * four when no one holds one; then `answer:` and the solution's line.
 * No search: a status follows from the board by a rule.  The lines are
 * brute.c's walks.
 *
 *   explain [LIMIT] < IN      the first LIMIT boards (default 10)
 */
#define EXPLAIN
#include <stdlib.h>
#include <string.h>

#include "brute.c"
#include "../common/explain.h"

/* The walk 16 * d + 4 * r + c (brute.c's line_of) in words. */
static const char *line_name(int walk, char name[32])
{
	int d = walk / 16, r = walk / 4 % 4, c = walk % 4;

	if (d == 0)
		sprintf(name, "row %d", r + 1);
	else if (d == 1)
		sprintf(name, "column %d", c + 1);
	else
		sprintf(name, "the diagonal from the top %s",
			d == 2 ? "left" : "right");
	return name;
}

/* The cell i of the walk: its row and column in *r, *c. */
static void walk_cell(int walk, int i, int *r, int *c)
{
	*r = walk / 4 % 4 + i * step[walk / 16][0];
	*c = walk % 4 + i * step[walk / 16][1];
}

/* Whether the walk's cells hold the T. */
static int with_tee(int walk)
{
	int i, r, c, tee = 0;

	for (i = 0; i < 4; i++) {
		walk_cell(walk, i, &r, &c);
		tee |= g[r][c] == 'T';
	}
	return tee;
}

/* The board, and beside it the winning walk's cells (`-` off it). */
static void show_board(int walk, char p)
{
	char cells[16], line[16], caption[12];
	frame_t f[2];
	int k, i, r, c;

	for (k = 0; k < 16; k++)
		cells[k] = g[k / 4][k % 4];
	f[0] = frame_from4("board", cells);
	memset(line, '-', sizeof line);
	for (i = 0; walk >= 0 && i < 4; i++) {
		walk_cell(walk, i, &r, &c);
		line[4 * r + c] = g[r][c];
	}
	sprintf(caption, "%c's line", p);
	f[1] = frame_from4(caption, line);
	show_frames(f, walk >= 0 ? 2 : 1);
}

/* p's line with the most cells of p or T and none of the other's: how
 * many it has, its walk in *best (-1: every line is blocked). */
static int nearest(char p, int *best)
{
	int walk, i, r, c, most = -1;

	*best = -1;
	for (walk = 0; walk < 64; walk++) {
		int mine = 0, theirs = 0;
		for (i = 0; i < 4; i++) {
			walk_cell(walk, i, &r, &c);
			if (r < 0 || r > 3 || c < 0 || c > 3)
				break;
			mine += g[r][c] == p || g[r][c] == 'T';
			theirs += !strchr(".T", g[r][c]) && g[r][c] != p;
		}
		if (i == 4 && theirs == 0 && mine > most)
			most = mine, *best = walk;
	}
	return most;
}

static void no_winner(void)
{
	char name[32];
	int n, best, empty = empty_cells();
	const char *p;

	printf("  no line holds four X (or T), nor four O (or T)\n");
	for (p = "XO"; *p; p++) {
		n = nearest(*p, &best);
		if (best < 0)
			printf("  %c: every line holds an %c\n", *p,
			       *p == 'X' ? 'O' : 'X');
		else
			printf("  %c's nearest: %s, %d of 4\n", *p,
			       line_name(best, name), n);
	}
	printf("  %d %s empty: %s\n", empty,
	       noun(empty, "cell is", "cells are"), status());
}

static void explain(int t)
{
	int x = line_of('X'), o = line_of('O'), walk = x >= 0 ? x : o;
	char p = x >= 0 ? 'X' : 'O', name[32];

	printf("case %d:\n", t);
	show_board(walk, p);
	if (walk < 0) {
		no_winner();
	} else {
		printf("  %c holds %s%s: %s\n", p, line_name(walk, name),
		       with_tee(walk) ? ", the T counting for it" : "",
		       status());
		if (empty_cells())
			puts("  (a line ends the game, cells empty or not)");
	}
	printf("answer: Case #%d: %s\n", t, status());
}

/* Board t into g, refused as the solution refuses it. */
static void read_board(int t)
{
	int r, tees = 0;

	for (r = 0; r < 4; r++) {
		if (scanf("%7s", g[r]) != 1 || strlen(g[r]) != 4
		    || strspn(g[r], "XOT.") != 4)
			refuse("board %d: expected 4 rows of 4 characters "
			       "from 'XOT.'", t);
		tees += (int)(strchr(g[r], 'T') != NULL);
		tees += (int)(strrchr(g[r], 'T') != strchr(g[r], 'T'));
	}
	if (tees > 1)
		refuse("board %d: at most one T", t);
	if (line_of('X') >= 0 && line_of('O') >= 0)
		refuse("board %d: X and O both hold a line", t);
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	int t, cases;

	if (scanf("%d", &cases) != 1 || cases < 1)
		refuse("expected the number of boards");
	for (t = 1; t <= cases; t++) {
		read_board(t);
		if (t > limit)
			continue;
		if (t > 1)
			putchar('\n');
		explain(t);
	}
	return 0;
}
