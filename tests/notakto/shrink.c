/*
 * Shrink step for notakto (tools/front/yours): the simpler neighbours of
 * an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status
 *                        1 when IN has no neighbour K
 *   shrink later K < IN  where IN is one game: the K-th position a move
 *                        later (an X more on a board); exit status 2
 *                        where IN holds more games
 *
 * In order: the input without the first or last half of its games, or
 * quarter, ... (a large input shrinks in few steps); so without a run of
 * a game's boards; without one of its games (when it has two or more);
 * without one board of a game (of two or more); then with one X taken
 * off a board.  Each is smaller than IN, so shrinking ends.  The
 * answer is a game's, which a search finds move by move, so `later`
 * walks down the game tree; a move that kills a board leaves a dead
 * board, which the validator refuses, so only the others are tried.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

enum { MAX_BOARDS = 1000000 };

static char board[MAX_BOARDS][10];	/* 3 rows of 3, one after another */
static int boards, games, first[101];	/* game g: boards first[g].. */

/* Writes the input without games [game_lo, game_hi) and boards
 * [lo, hi) (empty ranges: none), and exits if this is neighbour K;
 * counts it otherwise.  A game left with no board is not offered. */
static void offer(int game_lo, int game_hi, int lo, int hi)
{
	int g, i, n;

	for (g = 0; g < games; g++)
		if ((g < game_lo || g >= game_hi) && first[g] >= lo
		    && first[g + 1] <= hi)
			return;	/* all its boards dropped */
	if (not_this_one())
		return;
	printf("%d\n", games - (game_hi - game_lo));
	for (g = 0; g < games; g++) {
		if (g >= game_lo && g < game_hi)
			continue;
		for (n = 0, i = first[g]; i < first[g + 1]; i++)
			n += i < lo || i >= hi;
		printf("%d\n", n);
		for (i = first[g]; i < first[g + 1]; i++)
			if (i < lo || i >= hi)
				printf("%.3s\n%.3s\n%.3s\n", board[i],
				       board[i] + 3, board[i] + 6);
	}
	exit(0);
}

/* Offers the input without a run of games (boards, when `of_boards`) of
 * [lo, hi): the first or last half of them, quarter, eighth, ... down
 * to one, so that a large input shrinks in few steps, to as few as still
 * fail, before one by one. */
static void offer_runs(int lo, int hi, int of_boards)
{
	int size;

	for (size = (hi - lo) / 2; size >= 1; size /= 2) {
		if (of_boards) {
			offer(0, 0, lo, lo + size);
			offer(0, 0, hi - size, hi);
		} else {
			offer(lo, lo + size, 0, 0);
			offer(hi - size, hi, 0, 0);
		}
	}
}

/* Offers each board with each of its cells set to `to` in turn, where
 * the cell holds `from`. */
static void offer_each_cell(char from, char to)
{
	int i, c;

	for (i = 0; i < boards; i++)
		for (c = 0; c < 9; c++)
			if (board[i][c] == from) {
				board[i][c] = to;
				offer(0, 0, 0, 0);
				board[i][c] = from;
			}
}

/* Reads IN's games, each its boards, into board[] and first[]; 0 when
 * it is not that. */
static int read_input(void)
{
	int g, n, i;

	if (scanf("%d", &games) != 1 || games < 1 || games > 100)
		return 0;
	for (g = 0; g < games; g++) {
		first[g] = boards;
		if (scanf("%d", &n) != 1)
			return 0;
		for (i = 0; i < n && boards < MAX_BOARDS; i++, boards++)
			if (scanf("%3s %3s %3s", board[boards],
				  board[boards] + 3, board[boards] + 6) != 3)
				return 0;
	}
	first[games] = boards;
	return 1;
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1), g, i;

	if (!read_input())
		return 1;
	if (later) {
		if (games > 1)
			return 2;	/* not one position */
		offer_each_cell('.', 'X');
		return 1;
	}
	offer_runs(0, games, 0);
	for (g = 0; g < games; g++)
		offer_runs(first[g], first[g + 1], 1);
	for (g = 0; games > 1 && g < games; g++)
		offer(g, g + 1, 0, 0);
	for (g = 0; g < games; g++)
		for (i = first[g]; i < first[g + 1]; i++)
			offer(0, 0, i, i + 1);
	offer_each_cell('X', '.');
	return 1;
}
