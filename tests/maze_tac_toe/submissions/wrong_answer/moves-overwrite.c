/*
 * moves-overwrite: a wrong solution to maze_tac_toe, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 * Points: 29 of 37 tests (each test alike).
 *
 * Mistake: a move cell writes its letter even on a square that is already
 * filled; the statement says nothing happens then.
 *
 * Otherwise the plain search, made as fast as it honestly goes, so that
 * each test it fails, it fails by its mistake, never by the clock:
 * breadth-first over (cell, board), each board's win looked up once.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A state is board * 1024 + spot, spot = row * 32 + column, both from 1:
 * row 0, column 0 and all past the maze are walls (kind 0), so that a
 * spot's neighbours are spot - 32, + 32, - 1 and + 1. */
enum { BOARDS = 19683, SPOTS = 1024 };

static char kind[SPOTS];		/* '.', 'M', 'O', or 0: a wall */
static int power[SPOTS];		/* 3^square of a move's square */
static unsigned char won_at[BOARDS], won[BOARDS];
static unsigned seen[BOARDS * SPOTS / 32];	/* a bit a state */
static unsigned *queue;

static void decode(int board, char sq[3][3])
{
	int i;

	for (i = 0; i < 9; i++, board /= 3)
		sq[i / 3][i % 3] = ".MO"[board % 3];
}

static int is_moo(char a, char b, char c)
{
	return b == 'O' && ((a == 'M' && c == 'O') || (a == 'O' && c == 'M'));
}

static int wins(int board)
{
	char q[3][3];
	int i;

	decode(board, q);
	for (i = 0; i < 3; i++)
		if (is_moo(q[i][0], q[i][1], q[i][2]) ||
		    is_moo(q[0][i], q[1][i], q[2][i]))
			return 1;
	return is_moo(q[0][0], q[1][1], q[2][2]) ||
	       is_moo(q[0][2], q[1][1], q[2][0]);
}

/* The maze into kind[] and power[]; the start's spot, or 0. */
static int read_maze(void)
{
	char row[80];
	int n, r, c, start = 0, p;

	if (scanf("%d", &n) != 1 || n < 3 || n > 25)
		return 0;
	for (r = 1; r <= n; r++) {
		if (scanf("%79s", row) != 1 || strlen(row) != 3 * (size_t)n)
			return 0;
		for (c = 1; c <= n; c++) {
			const char *s = row + 3 * (c - 1);
			int spot = r * 32 + c;
			kind[spot] = s[0] == '#' ? 0
				: s[0] == 'M' || s[0] == 'O' ? s[0] : '.';
			if (s[0] == 'B')
				start = spot;
			if (kind[spot] != 'M' && kind[spot] != 'O')
				continue;
			p = 3 * (s[1] - '1') + (s[2] - '1');
			for (power[spot] = 1; p > 0; p--)
				power[spot] *= 3;
		}
	}
	return start;
}

/* Marks a state seen; 1 if it was not before. */
static int first_visit(unsigned state)
{
	unsigned bit = 1u << state % 32, *word = &seen[state / 32];

	if (*word & bit)
		return 0;
	*word |= bit;
	return 1;
}

int main(void)
{
	static const int step[4] = {-32, 32, -1, 1};
	int start = read_maze(), head = 0, tail = 0, count = 0, d;

	if (!start || !(queue = malloc(sizeof *queue * (size_t)BOARDS * 625)))
		return 2;
	for (d = 0; d < BOARDS; d++)
		won_at[d] = (unsigned char)wins(d);
	queue[tail++] = (unsigned)start;	/* on the empty board */
	first_visit(queue[0]);
	while (head < tail) {
		unsigned state = queue[head++];
		int board = (int)(state / SPOTS), spot = (int)(state % SPOTS);
		if (won_at[board]) {
			won[board] = 1;
			continue;
		}
		for (d = 0; d < 4; d++) {
			int to = spot + step[d], next = board;
			if (!kind[to])
				continue;
			if (kind[to] != '.')
				next += ((kind[to] == 'M' ? 1 : 2)
					 - board / power[to] % 3) * power[to];
			if (first_visit((unsigned)(next * SPOTS + to)))
				queue[tail++] = (unsigned)(next * SPOTS + to);
		}
	}
	for (d = 0; d < BOARDS; d++)
		count += won[d];
	printf("%d\n", count);
	return 0;
}
