/*
 * Shrink step for scored_tictactoe (tools/front/yours): the simpler neighbours
 * of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  only the positions later in the game (below)
 *
 * In order: the input without one of its cases (when it has two or
 * more); then one case with one stone taken off.  Each is smaller than
 * IN, so shrinking ends.  The later positions of one case: a move later
 * (the mover's stone on an empty cell, the other side to move), each
 * with fewer empty cells.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

enum { MAX_T = 1000000 };

typedef struct {
	int mover;
	char cell[10];	/* 3 rows of 3, one after another */
} case_t;

static int t;
static case_t *cases;

/* Writes the input, without case `skip` (-1: none), and exits if this is
 * neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	printf("%d\n", t - (skip >= 0));
	for (i = 0; i < t; i++)
		if (i != skip)
			printf("%d\n%.3s\n%.3s\n%.3s\n", cases[i].mover,
			       cases[i].cell, cases[i].cell + 3,
			       cases[i].cell + 6);
	exit(0);
}

/* The one case with its mover's stone (Alice O, Bob X) on each empty
 * cell, the other side to move. */
static void offer_later(void)
{
	int c, mover = cases[0].mover;

	for (c = 0; c < 9; c++) {
		if (cases[0].cell[c] != '.')
			continue;
		cases[0].cell[c] = mover ? 'O' : 'X';
		cases[0].mover = !mover;
		offer(-1);
		cases[0].cell[c] = '.';
		cases[0].mover = mover;
	}
}

/* Reads IN's t cases, each its mover and 3 rows of 3; exits 2 when it
 * is not that. */
static void read_input(void)
{
	int i;

	if (scanf("%d", &t) != 1 || t < 1 || t > MAX_T
	    || !(cases = malloc(sizeof *cases * (size_t)t)))
		exit(2);
	for (i = 0; i < t; i++)
		if (scanf("%d %3s %3s %3s", &cases[i].mover, cases[i].cell,
			  cases[i].cell + 3, cases[i].cell + 6) != 4)
			exit(2);
}

/* The input without each of its cases in turn, when it has two or
 * more. */
static void offer_fewer(void)
{
	int i;

	for (i = 0; t > 1 && i < t; i++)
		offer(i);
}

/* Each case with one stone taken off, in turn. */
static void offer_taken_off(void)
{
	int i, c;

	for (i = 0; i < t; i++)
		for (c = 0; c < 9; c++) {
			char stone = cases[i].cell[c];
			if (stone == '.')
				continue;
			cases[i].cell[c] = '.';
			offer(-1);
			cases[i].cell[c] = stone;
		}
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1);

	read_input();
	if (later) {
		if (t != 1)
			return 2;	/* not one position */
		offer_later();
		return 1;
	}
	offer_fewer();
	offer_taken_off();
	return 1;
}
